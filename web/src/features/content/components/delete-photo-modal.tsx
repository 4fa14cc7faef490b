import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { contentLimits, type PhotoPost } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { notifySuccess } from '@/lib/notifications';
import { useDeletePhotoPost } from '../api/delete-photo-post';
import { useTranslation } from '../texts';

export type DeletePhotoModalProps = {
  post: Pick<PhotoPost, 'id' | 'type' | 'purchase_count'>;
  /** After the post is gone, e.g. leave its own page. */
  onDeleted?: () => void;
};

/** Delete Photo (spec §2): asks before a Snap or a Slide is deleted. */
export function DeletePhotoModal({ context, id, innerProps }: ContextModalProps<DeletePhotoModalProps>) {
  const { t } = useTranslation();
  const { post, onDeleted } = innerProps;
  const remove = useDeletePhotoPost({
    mutationConfig: {
      onSuccess: () => {
        notifySuccess(t('content.deletePhoto.deleted'));
        context.closeModal(id);
        onDeleted?.();
      },
    },
  });
  const slide = post.type === 'image_collection';
  return (
    <Stack gap="md">
      <ModalHeading ta="left">{t('content.deletePhoto.title')}</ModalHeading>
      <Text c="dimmed">
        {slide ? t('content.deletePhoto.askSlide') : t('content.deletePhoto.askPhoto')}{' '}
        {post.purchase_count > 0
          ? t('content.deletePhoto.buyersKeep', { days: contentLimits.buyerGraceDays })
          : t('content.deletePhoto.removed')}
      </Text>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button data-autofocus variant="default" onClick={() => context.closeModal(id)}>
          {t('common.cancel')}
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate({ type: post.type, id: post.id })}
        >
          {t('content.deletePhoto.delete')}
        </Button>
      </Group>
    </Stack>
  );
}
