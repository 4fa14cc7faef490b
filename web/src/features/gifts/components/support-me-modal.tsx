import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Avatar,
  Button,
  Group,
  Radio,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContextModalProps } from '@mantine/modals';
import { useEffect } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import { formatCentavos, giftLimits, parseCentavos, giftRequest, quickGiftAmounts } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { useSiteConfig, useUser } from '@/features/auth';
import { openModal, updateModal } from '@/lib/modals';
import { useFeePreview } from '../api/get-fee-preview';
import { useOpenPoll } from '../api/get-open-poll';
import { CharacterCount } from '@/components/ui/character-count';
import { giftRedirectUrls, type GiftCreator, type GiftGoal } from './gift-creator';
import { PesoSign } from '@/components/ui/peso-sign';
import { avatarSource } from '@/lib/avatar';
import { formatMoney } from '@/lib/money';
import { ModalActions } from '@/components/ui/modal-actions';
import { useTranslation } from '@/lib/translation';
import { localMessage } from '@/lib/i18n';

// the fields of the gift request the supporter fills in; the rest comes from the page
const supportMeForm = giftRequest.pick({
  amount: true,
  supporter_name: true,
  supporter_message: true,
  is_anonymous: true,
  poll_choice_id: true,
});
export type SupportMeValues = z.input<typeof supportMeForm>;
const formFields = Object.keys(supportMeForm.shape) as FieldPath<SupportMeValues>[];

export type SupportMeModalProps = {
  creator: GiftCreator;
  /** The goal the gift is for, when given from the My Goals tab. */
  goal?: GiftGoal;
  /** A preset amount, e.g. from a QR-code link (`?amount=150`). */
  amount?: string;
  /**
   * Where the supporter came from, when a stream's scan-to-gift code sent them (`?source=stream`) or the
   * code on the creator's printed standee (`?source=qr-standee`), or the button on their website (`?source=embed`).
   */
  source?: 'stream' | 'qr-standee' | 'embed';
  /** What the supporter typed, kept while the Confirm payment modal is on top. */
  draft?: SupportMeValues;
  /** The server's 422 `errors` of the last attempt, to show under the fields. */
  serverErrors?: Record<string, string[]>;
};

/** The gift form of a creator's page; its submit asks to confirm the payment first. */
export function SupportMeModal({ innerProps }: ContextModalProps<SupportMeModalProps>) {
  const { creator, goal, amount, source, draft, serverErrors } = innerProps;
  const { t } = useTranslation();
  const { data: user } = useUser();

  const siteConfig = useSiteConfig();
  const form = useForm({
    resolver: zodResolver(supportMeForm),
    mode: 'onTouched',
    defaultValues: draft ?? {
      amount: amount ?? '',
      supporter_name: '',
      supporter_message: '',
      is_anonymous: false,
      poll_choice_id: undefined,
    },
  });
  // a gift to the creator (not to a goal) may vote in their open stream poll
  const poll = useOpenPoll(creator.page_url, { enabled: !goal }).data?.data;
  const { errors } = form.formState;
  const [currentAmount, name, message] = useWatch({
    control: form.control,
    name: ['amount', 'supporter_name', 'supporter_message'],
  });

  // what the creator receives of the amount typed, once typing pauses
  const [settledAmount] = useDebouncedValue(currentAmount, 400);
  const previewCentavos = parseCentavos(settledAmount ?? '');
  const preview = useFeePreview(
    {
      kind: goal ? 'goal_gift' : 'gift',
      amount: previewCentavos === null ? '' : formatCentavos(previewCentavos),
      page_url: creator.page_url,
    },
    { enabled: previewCentavos !== null && previewCentavos > 0 },
  );

  useEffect(() => {
    if (!serverErrors) return;
    const others: string[] = [];
    let focus = true;
    for (const [field, messages] of Object.entries(serverErrors)) {
      if (!messages[0]) continue;
      if ((formFields as string[]).includes(field)) {
        form.setError(
          field as FieldPath<SupportMeValues>,
          { type: 'server', message: messages[0] },
          { shouldFocus: focus },
        );
        focus = false;
      } else {
        // e.g. `username`: 'You cannot send a gift to yourself.'
        others.push(messages[0]);
      }
    }
    if (others.length > 0) form.setError('root.server', { type: 'server', message: others.join(' ') });
  }, [serverErrors, form]);

  const submit = form.handleSubmit((values) => {
    // the server's allowed range, refused here with the same words before Confirm payment opens
    const allowed = siteConfig.data?.gift_limits;
    if (allowed) {
      const min = parseCentavos(allowed.min_amount) ?? 0;
      const max = parseCentavos(allowed.max_amount) ?? Number.MAX_SAFE_INTEGER;
      const message =
        values.amount < min
          ? t('messages.giftMinimum', { amount: formatMoney(allowed.min_amount) })
          : values.amount > max
            ? t('messages.giftMaximum', { amount: formatMoney(allowed.max_amount) })
            : null;
      if (message) {
        form.setError('amount', { type: 'range', message }, { shouldFocus: true });
        return;
      }
    }
    updateModal('support-me', { draft: form.getValues(), serverErrors: undefined });
    openModal('confirm-payment', {
      creator,
      goal,
      gift: {
        amount: formatCentavos(values.amount),
        source: source ?? 'web',
        ...(poll && values.poll_choice_id ? { poll_choice_id: values.poll_choice_id } : {}),
        supporter_name: values.supporter_name,
        supporter_message: values.supporter_message,
        is_anonymous: values.is_anonymous ? 1 : 0,
        ...giftRedirectUrls(creator.page_url, goal),
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack align="center" gap={6}>
          <Avatar src={avatarSource(creator)} name={creator.page_name} color="pixel" size={64} alt="" />
          <ModalHeading>{t('gifts.supportMe.title')}</ModalHeading>
          <Text c="dimmed" ta="center">
            {t('gifts.supportMe.sendTo', { name: creator.page_name })}
          </Text>
          {goal && (
            <Text fw={700} ta="center">
              {t('gifts.supportMe.forGoal', { title: goal.title })}
            </Text>
          )}
        </Stack>

        {errors.root?.server && (
          <Alert color="red" variant="light">
            {errors.root.server.message}
          </Alert>
        )}

        <SimpleGrid cols={3} spacing="xs" role="group" aria-label={t('gifts.supportMe.quickAmounts')}>
          {quickGiftAmounts.map((value) => {
            const selected = String(currentAmount ?? '') === String(value);
            return (
              <Button
                key={value}
                variant={selected ? 'filled' : 'light'}
                // a third of a 320 px phone's modal: the default side padding would cut "₱400" short
                px={4}
                aria-pressed={selected}
                onClick={() =>
                  form.setValue('amount', String(value), { shouldValidate: true, shouldDirty: true })
                }
              >
                {`₱${value}`}
              </Button>
            );
          })}
        </SimpleGrid>

        <TextInput
          label={t('gifts.supportMe.amount')}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          leftSection={<PesoSign />}
          description={previewCentavos && preview.data ? preview.data.message : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={localMessage(errors.amount?.message)}
          {...form.register('amount')}
        />
        <TextInput
          label={t('gifts.supportMe.name')}
          autoComplete="nickname"
          placeholder={t('common.optional')}
          description={<CharacterCount value={name} max={giftLimits.nameMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.supporter_name?.message)}
          {...form.register('supporter_name')}
        />
        <Textarea
          label={t('gifts.supportMe.message')}
          size="md"
          placeholder={t('common.optional')}
          autosize
          minRows={3}
          maxRows={6}
          description={<CharacterCount value={message} max={giftLimits.messageMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.supporter_message?.message)}
          {...form.register('supporter_message')}
        />
        {poll && !goal && (
          <Controller
            control={form.control}
            name="poll_choice_id"
            render={({ field: { value, onChange, ...field } }) => (
              <Radio.Group
                {...field}
                label={t('gifts.supportMe.poll', { question: poll.question })}
                value={value ?? ''}
                onChange={(choice) => onChange(choice || undefined)}
                error={localMessage(errors.poll_choice_id?.message)}
              >
                <Stack gap={6} mt={6}>
                  {poll.choices.map((choice) => (
                    <Radio key={choice.id} value={choice.id} label={choice.label} />
                  ))}
                  <Radio value="" label={t('gifts.supportMe.noVote')} />
                </Stack>
              </Radio.Group>
            )}
          />
        )}
        {user && (
          <Controller
            control={form.control}
            name="is_anonymous"
            render={({ field: { value, onChange, ...field } }) => (
              <div>
                <Switch
                  {...field}
                  label={t('gifts.supportMe.anonymous')}
                  aria-describedby="support-me-anonymous-hint"
                  checked={value === true || value === 1 || value === '1'}
                  onChange={(event) => onChange(event.currentTarget.checked)}
                />
                <Text id="support-me-anonymous-hint" fz="xs" c="dimmed" mt={4} pl={46}>
                  {t('gifts.supportMe.anonymousHint', { name: user.profile.page_name })}
                </Text>
              </div>
            )}
          />
        )}
        <ModalActions>
          <Group grow mt="xs">
            <Button type="submit" size="md" variant="gradient">
              {t('gifts.supportMe.send')}
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}
