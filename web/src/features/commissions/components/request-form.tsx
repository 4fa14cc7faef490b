import { Alert, Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { type CommissionReference, type CommissionType, commissionLimits } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { useRequestCommission } from '../api/request-commission';
import { useTranslation } from '../texts';
import { commissionPath, splitPayment } from './commission-words';
import { ReferencePicker } from './reference-picker';

/** The 10 digits after +63, masked `000 0000 000` as the app's other mobile fields are. */
function maskMobile(input: string): string {
  const digits = input.replace(/\D/g, '');
  const hasPrefix = digits.length > 10 && (digits.startsWith('63') || digits.startsWith('0'));
  const local = hasPrefix ? digits.slice(-10) : digits.slice(0, 10);
  return [local.slice(0, 3), local.slice(3, 7), local.slice(7)].filter(Boolean).join(' ');
}

/**
 * A supporter's request: the brief, its reference images, the offer within a range, a mobile number for
 * SMS, and what is paid now and later; the browser then goes to the checkout. A refusal shows beside its
 * field, or above the button.
 */
export function RequestForm({ type }: { type: CommissionType }) {
  const { t } = useTranslation();
  const send = useRequestCommission();
  const ranged = type.price_mode === 'range';
  const [brief, setBrief] = useState('');
  const [references, setReferences] = useState<CommissionReference[]>([]);
  const [amount, setAmount] = useState(type.price);
  const [mobile, setMobile] = useState('');
  const error = isApiError(send.error) ? send.error : null;
  const fieldError = (field: string) => error?.errors?.[field]?.[0];
  const name = type.creator.page_name;
  const split = splitPayment(ranged ? amount : type.price, type.down_payment_percent);
  const page = `${window.location.origin}${commissionPath(type.creator.page_url, type.id)}`;

  const submit = () =>
    send.mutate(
      {
        id: type.id,
        body: {
          brief,
          ...(ranged && { amount }),
          reference_ids: references.map((reference) => reference.id),
          ...(mobile.trim() && { mobile_number: mobile }),
          success_redirect_url: `${window.location.origin}/dashboard/commissions?payment=paid`,
          failure_redirect_url: `${page}?payment=cancelled`,
        },
      },
      { onSuccess: (answer) => window.location.assign(answer.data.link_url) },
    );

  const general = error && !error.errors ? error.message : null;
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
          {t('commissions.request.formTitle')}
        </Title>
        <Textarea
          label={t('commissions.request.brief')}
          description={t('commissions.request.briefHint', { name })}
          value={brief}
          onChange={(event) => setBrief(event.currentTarget.value)}
          error={fieldError('brief')}
          maxLength={commissionLimits.briefMax}
          size="md"
          autosize
          minRows={4}
          required
        />
        <ReferencePicker
          creatorName={name}
          references={references}
          onAdd={(added) => setReferences((current) => [...current, added])}
          onRemove={(id) => setReferences((current) => current.filter((reference) => reference.id !== id))}
          error={fieldError('reference_ids')}
        />
        {ranged && type.max_price && (
          <TextInput
            label={t('commissions.request.amount')}
            description={t('commissions.request.amountHint', {
              min: formatMoney(type.price),
              max: formatMoney(type.max_price),
            })}
            inputMode="decimal"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            error={fieldError('amount')}
            required
          />
        )}
        <TextInput
          label={t('commissions.request.mobile')}
          description={t('commissions.request.mobileHint')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder="000 0000 000"
          leftSection={
            <Text fz="sm" fw={600} aria-hidden="true">
              +63
            </Text>
          }
          leftSectionWidth={48}
          value={mobile}
          onChange={(event) => setMobile(maskMobile(event.currentTarget.value))}
          error={fieldError('mobile_number')}
        />
        {split && (
          <Stack gap="xs">
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Stack gap={0}>
                <Text>{t('commissions.request.payNow')}</Text>
                <Text c="dimmed" fz="sm">
                  {type.down_payment_percent === null
                    ? t('commissions.request.nowWhole')
                    : t('commissions.request.nowDown', { percent: type.down_payment_percent })}
                </Text>
              </Stack>
              <Text fw={700}>{formatMoney(split.now)}</Text>
            </Group>
            <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
              <Text>{t('commissions.request.payLater')}</Text>
              <Text fw={700} ta="right">
                {type.down_payment_percent === null
                  ? t('commissions.request.laterNone')
                  : formatMoney(split.later)}
              </Text>
            </Group>
          </Stack>
        )}
        <Text c="dimmed" fz="sm">
          {t('commissions.request.refundNote', { name })} {t('commissions.request.securePage')}
        </Text>
        {general && (
          <Alert color="red" role="alert">
            {general}
          </Alert>
        )}
        <Button type="submit" variant="gradient" mih={44} loading={send.isPending}>
          {split
            ? t('commissions.request.submit', { amount: formatMoney(split.now) })
            : t('commissions.request.submitFlexible')}
        </Button>
      </Stack>
    </Paper>
  );
}
