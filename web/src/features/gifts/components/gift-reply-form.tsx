import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useForm, useWatch } from 'react-hook-form';
import { giftLimits, giftReplyRequest, type PublicGift } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useReplyToGift } from '../api/reply-to-gift';
import { CharacterCount } from '@/components/ui/character-count';
import { useTranslation } from '@/lib/translation';
import { localMessage } from '@/lib/i18n';

/** The creator's reply to one gift, shown under it on the page. */
export function GiftReplyForm({
  gift,
  pageUrl,
  onDone,
}: {
  gift: PublicGift;
  pageUrl: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const form = useForm({
    resolver: zodResolver(giftReplyRequest),
    defaultValues: { id: gift.id, reply: gift.reply ?? '' },
  });
  const reply = useWatch({ control: form.control, name: 'reply' });
  const replyToGift = useReplyToGift({
    pageUrl,
    mutationConfig: {
      onSuccess: () => {
        notifySuccess(t('common.successfullyUpdated'));
        onDone();
      },
      onError: (error) => handleApiError(error, { setError: form.setError }),
    },
  });

  return (
    <form onSubmit={form.handleSubmit((values) => replyToGift.mutate(values))} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('gifts.card.reply')}
          autosize
          minRows={2}
          maxRows={6}
          data-autofocus
          autoFocus
          description={<CharacterCount value={reply} max={giftLimits.replyMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(form.formState.errors.reply?.message ?? form.formState.errors.id?.message)}
          {...form.register('reply')}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" size="xs" onClick={onDone}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" size="xs" loading={replyToGift.isPending}>
            {t('gifts.card.sendReply')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
