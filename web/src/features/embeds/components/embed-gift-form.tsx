import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formatCentavos, giftLimits, giftRequest, parseCentavos, quickGiftAmounts } from '@pixel/contract';
import { CharacterCount } from '@/components/ui/character-count';
import { PesoSign } from '@/components/ui/peso-sign';
import { useSiteConfig } from '@/features/auth';
import { useSendGift } from '@/features/gifts';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';

// what a visitor of another site fills in: they are not signed in there, so there is no "send anonymously"
const embedForm = giftRequest.pick({ amount: true, supporter_name: true, supporter_message: true });
type EmbedFormValues = z.input<typeof embedForm>;

/** A checkout opened for the gift: where to pay, and the amount in centavos. */
export interface OpenedCheckout {
  linkUrl: string;
  amount: number;
}

/**
 * The widget's gift form (decision 0158): the Support Me form's fields, in the creator's colour; its submit
 * opens the checkout with the gift call the creator page uses, marked `embed`, and hands it on.
 */
export function EmbedGiftForm({
  pageUrl,
  color,
  draft,
  onCheckout,
}: {
  pageUrl: string;
  color: string;
  draft?: EmbedFormValues;
  onCheckout: (checkout: OpenedCheckout, values: EmbedFormValues) => void;
}) {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const form = useForm({
    resolver: zodResolver(embedForm),
    mode: 'onTouched',
    defaultValues: draft ?? { amount: '', supporter_name: '', supporter_message: '' },
  });
  const { errors } = form.formState;
  const [currentAmount, name, message] = useWatch({
    control: form.control,
    name: ['amount', 'supporter_name', 'supporter_message'],
  });
  const sendGift = useSendGift();

  const submit = form.handleSubmit((values) => {
    // the server's allowed range, refused here with the same words
    const allowed = siteConfig.data?.gift_limits;
    if (allowed) {
      const min = parseCentavos(allowed.min_amount) ?? 0;
      const max = parseCentavos(allowed.max_amount) ?? Number.MAX_SAFE_INTEGER;
      const refusal =
        values.amount < min
          ? t('messages.giftMinimum', { amount: formatMoney(allowed.min_amount) })
          : values.amount > max
            ? t('messages.giftMaximum', { amount: formatMoney(allowed.max_amount) })
            : null;
      if (refusal) {
        form.setError('amount', { type: 'range', message: refusal }, { shouldFocus: true });
        return;
      }
    }
    // the payment page opens in a tab of its own and comes back to the creator's page, which thanks the
    // supporter there (Gift Sent)
    const page = `${window.location.origin}/${pageUrl}`;
    sendGift.mutate(
      {
        pageUrl,
        gift: {
          amount: formatCentavos(values.amount),
          source: 'embed',
          supporter_name: values.supporter_name,
          supporter_message: values.supporter_message,
          success_redirect_url: `${page}?gift=sent`,
          failure_redirect_url: `${page}?gift=cancelled`,
        },
      },
      {
        onSuccess: ({ data }) =>
          onCheckout({ linkUrl: data.link_url, amount: values.amount }, form.getValues()),
        onError: (error) => handleApiError(error, { setError: form.setError }),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
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
                color={color}
                autoContrast
                variant={selected ? 'filled' : 'light'}
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
          placeholder={t('common.optional')}
          autosize
          minRows={2}
          maxRows={4}
          description={<CharacterCount value={message} max={giftLimits.messageMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.supporter_message?.message)}
          {...form.register('supporter_message')}
        />
        <Button type="submit" size="md" color={color} autoContrast loading={sendGift.isPending}>
          {t('gifts.supportMe.send')}
        </Button>
      </Stack>
    </form>
  );
}
