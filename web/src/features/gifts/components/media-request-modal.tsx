import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Avatar,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import {
  formatCentavos,
  giftLimits,
  mediaRequestBody,
  parseCentavos,
  type MediaTerms,
} from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { CharacterCount } from '@/components/ui/character-count';
import { ModalActions } from '@/components/ui/modal-actions';
import { useUser } from '@/features/auth';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { avatarSource } from '@/lib/avatar';
import { localMessage } from '@/lib/i18n';
import { formatMoney } from '@/lib/money';
import { useTranslation } from '@/lib/translation';
import { useSendMediaRequest } from '../api/media-request';
import { giftRedirectUrls, type GiftCreator } from './gift-creator';

// the fields of the request the viewer fills in; the price is the server's to work out
const mediaForm = mediaRequestBody.pick({
  video_url: true,
  seconds: true,
  supporter_name: true,
  supporter_message: true,
  is_anonymous: true,
});
type MediaFormValues = z.input<typeof mediaForm>;
const formFields = Object.keys(mediaForm.shape) as FieldPath<MediaFormValues>[];

export type MediaRequestModalProps = { creator: GiftCreator; terms: MediaTerms };

/**
 * A viewer's request for a clip on the creator's stream: a YouTube link (refused in place when it is none),
 * how many seconds, and the price those seconds cost; paying it is a gift, refunded if the creator declines.
 */
export function MediaRequestModal({ innerProps }: ContextModalProps<MediaRequestModalProps>) {
  const { creator, terms } = innerProps;
  const { t } = useTranslation();
  const { data: user } = useUser();
  // the browser is on its way to the checkout: the button keeps spinning until the page changes
  const [leaving, setLeaving] = useState(false);
  const form = useForm({
    resolver: zodResolver(mediaForm),
    mode: 'onTouched',
    defaultValues: {
      video_url: '',
      seconds: terms.min_seconds,
      supporter_name: '',
      supporter_message: '',
      is_anonymous: false,
    },
  });
  const { errors } = form.formState;
  const [seconds, name, message] = useWatch({
    control: form.control,
    name: ['seconds', 'supporter_name', 'supporter_message'],
  });
  const perSecond = parseCentavos(terms.price_per_second) ?? 0;
  const price = formatCentavos(Math.max(0, Math.round(Number(seconds) || 0)) * perSecond);

  const send = useSendMediaRequest({
    mutationConfig: {
      onSuccess: ({ data }) => {
        setLeaving(true);
        window.location.assign(data.link_url);
      },
      onError: (error) => {
        if (isApiError(error) && error.errors && Object.keys(error.errors).length > 0) {
          const others: string[] = [];
          for (const [field, messages] of Object.entries(error.errors)) {
            if (!messages[0]) continue;
            if ((formFields as string[]).includes(field)) {
              form.setError(field as FieldPath<MediaFormValues>, { type: 'server', message: messages[0] });
            } else others.push(messages[0]);
          }
          if (others.length) form.setError('root.server', { type: 'server', message: others.join(' ') });
          return;
        }
        handleApiError(error);
      },
    },
  });

  const submit = form.handleSubmit((values) => {
    const { min_seconds: min, max_seconds: max } = terms;
    if (values.seconds < min || values.seconds > max) {
      form.setError('seconds', { type: 'range', message: t('gifts.media.secondsRange', { min, max }) });
      return;
    }
    const raw = form.getValues();
    send.mutate({
      pageUrl: creator.page_url,
      body: {
        // the link as typed: the server reads it again
        video_url: String(raw.video_url).trim(),
        seconds: values.seconds,
        supporter_name: values.supporter_name,
        supporter_message: values.supporter_message,
        is_anonymous: values.is_anonymous,
        ...giftRedirectUrls(creator.page_url),
      },
    });
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack align="center" gap={6}>
          <Avatar src={avatarSource(creator)} name={creator.page_name} color="pixel" size={64} alt="" />
          <ModalHeading>{t('gifts.media.title')}</ModalHeading>
          <Text c="dimmed" ta="center">
            {t('gifts.media.intro', { name: creator.page_name })}
          </Text>
          <Text fw={700} ta="center">
            {t('gifts.media.terms', {
              price: formatMoney(terms.price_per_second),
              min: terms.min_seconds,
              max: terms.max_seconds,
            })}
          </Text>
        </Stack>

        {errors.root?.server && (
          <Alert color="red" variant="light">
            {errors.root.server.message}
          </Alert>
        )}

        <TextInput
          label={t('gifts.media.link')}
          description={t('gifts.media.linkHint')}
          inputMode="url"
          autoComplete="off"
          placeholder="https://youtu.be/…"
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={localMessage(errors.video_url?.message)}
          {...form.register('video_url')}
        />
        <Controller
          control={form.control}
          name="seconds"
          render={({ field: { value, onChange, ...field } }) => (
            <NumberInput
              {...field}
              label={t('gifts.media.seconds')}
              value={typeof value === 'number' ? value : ''}
              onChange={(next) => onChange(typeof next === 'number' ? next : undefined)}
              min={terms.min_seconds}
              max={terms.max_seconds}
              allowDecimal={false}
              allowNegative={false}
              description={t('gifts.media.price', { amount: formatMoney(price) })}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={localMessage(errors.seconds?.message)}
            />
          )}
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
          maxRows={5}
          description={<CharacterCount value={message} max={giftLimits.messageMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.supporter_message?.message)}
          {...form.register('supporter_message')}
        />
        {user && (
          <Controller
            control={form.control}
            name="is_anonymous"
            render={({ field: { value, onChange, ...field } }) => (
              <Switch
                {...field}
                label={t('gifts.supportMe.anonymous')}
                checked={value === true || value === 1 || value === '1'}
                onChange={(event) => onChange(event.currentTarget.checked)}
              />
            )}
          />
        )}
        <Text fz="sm" c="dimmed">
          {t('gifts.media.refundNote', { name: creator.page_name })}
        </Text>
        <ModalActions>
          <Group grow mt="xs">
            <Button type="submit" size="md" variant="gradient" loading={send.isPending || leaving}>
              {t('gifts.media.send', { amount: formatMoney(price) })}
            </Button>
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}
