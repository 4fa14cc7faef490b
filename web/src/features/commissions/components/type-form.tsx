import { Alert, Button, Group, Paper, Radio, Stack, Switch, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type CommissionType, commissionLimits } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notifications';
import { useSaveType } from '../api/my-types';
import { useTranslation } from '../texts';

type Mode = CommissionType['price_mode'];

/**
 * A commission type's form, new or being edited: title, description, a fixed price or a range, slots,
 * taking requests or not, and a down payment's percent.
 */
export function TypeForm({ type, onDone }: { type: CommissionType | null; onDone: () => void }) {
  const { t } = useTranslation();
  const save = useSaveType();
  const [title, setTitle] = useState(type?.title ?? '');
  const [description, setDescription] = useState(type?.description ?? '');
  const [mode, setMode] = useState<Mode>(type?.price_mode ?? 'fixed');
  const [price, setPrice] = useState(type?.price ?? '');
  const [maxPrice, setMaxPrice] = useState(type?.max_price ?? '');
  const [slots, setSlots] = useState(String(type?.slots ?? 1));
  const [isOpen, setIsOpen] = useState(type?.is_open ?? true);
  const [downPayment, setDownPayment] = useState(type ? type.down_payment_percent !== null : false);
  const [percent, setPercent] = useState(String(type?.down_payment_percent ?? 50));
  const error = isApiError(save.error) ? save.error : null;
  const fieldError = (field: string) => error?.errors?.[field]?.[0];

  const submit = () =>
    save.mutate(
      {
        ...(type && { id: type.id }),
        body: {
          title,
          description,
          price_mode: mode,
          price,
          max_price: mode === 'range' ? maxPrice : null,
          // an empty or mistyped number is sent as it reads: the server names what is wrong with it
          slots: Number(slots),
          is_open: isOpen,
          down_payment_percent: downPayment ? Number(percent) : null,
        },
      },
      {
        onSuccess: () => {
          notifySuccess(t('commissions.editor.saved'));
          onDone();
        },
      },
    );

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack
        gap="sm"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Title order={3} fz="lg">
          {type ? t('commissions.editor.formTitleEdit') : t('commissions.editor.formTitleNew')}
        </Title>
        <TextInput
          label={t('commissions.editor.titleLabel')}
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={fieldError('title')}
          maxLength={commissionLimits.titleMax}
          required
        />
        <Textarea
          label={t('commissions.editor.description')}
          description={t('commissions.editor.descriptionHint')}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={fieldError('description')}
          maxLength={commissionLimits.descriptionMax}
          size="md"
          autosize
          minRows={3}
        />
        <Radio.Group
          label={t('commissions.editor.priceMode')}
          value={mode}
          onChange={(value) => setMode(value as Mode)}
        >
          <Stack gap="xs" mt={4}>
            <Radio value="fixed" label={t('commissions.editor.fixed')} />
            <Radio value="range" label={t('commissions.editor.range')} />
          </Stack>
        </Radio.Group>
        <TextInput
          label={mode === 'fixed' ? t('commissions.editor.price') : t('commissions.editor.minimum')}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.currentTarget.value)}
          error={fieldError('price')}
          required
        />
        {mode === 'range' && (
          <TextInput
            label={t('commissions.editor.maximum')}
            inputMode="decimal"
            value={maxPrice}
            onChange={(event) => setMaxPrice(event.currentTarget.value)}
            error={fieldError('max_price')}
            required
          />
        )}
        <TextInput
          label={t('commissions.editor.slots')}
          description={t('commissions.editor.slotsHint')}
          inputMode="numeric"
          value={slots}
          onChange={(event) => setSlots(event.currentTarget.value)}
          error={fieldError('slots')}
          required
        />
        <Switch
          label={t('commissions.editor.isOpen')}
          checked={isOpen}
          onChange={(event) => setIsOpen(event.currentTarget.checked)}
        />
        <Switch
          label={t('commissions.editor.downPayment')}
          description={t('commissions.editor.downPaymentHint')}
          checked={downPayment}
          onChange={(event) => setDownPayment(event.currentTarget.checked)}
        />
        {downPayment && (
          <TextInput
            label={t('commissions.editor.percent')}
            description={t('commissions.editor.percentHint')}
            inputMode="numeric"
            value={percent}
            onChange={(event) => setPercent(event.currentTarget.value)}
            error={fieldError('down_payment_percent')}
            required
          />
        )}
        {error && !error.errors && (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        )}
        <Group gap="sm">
          <Button type="submit" mih={44} loading={save.isPending}>
            {t('commissions.editor.save')}
          </Button>
          <Button variant="subtle" mih={44} onClick={onDone}>
            {t('commissions.editor.cancel')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
