import { Button, Group, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { contentLimits, type PhotoPost } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { notifySuccess } from '@/lib/notifications';
import { useDeletePhotoPost } from '../api/delete-photo-post';

export type DeletePhotoModalProps = {
  post: Pick<PhotoPost, 'id' | 'type' | 'purchase_count'>;
  /** After the post is gone, e.g. leave its own page. */
  onDeleted?: () => void;
};

/** Delete Photo (spec §2): asks before a Snap or a Slide is deleted. */
export function DeletePhotoModal({ context, id, innerProps }: ContextModalProps<DeletePhotoModalProps>) {
  const { post, onDeleted } = innerProps;
  const remove = useDeletePhotoPost({
    mutationConfig: {
      onSuccess: () => {
        notifySuccess('Successfully deleted photo');
        context.closeModal(id);
        onDeleted?.();
      },
    },
  });
  const slide = post.type === 'image_collection';
  return (
    <Stack gap="md">
      <ModalHeading ta="left">Delete Photo</ModalHeading>
      <Text c="dimmed">
        {slide
          ? 'Are you sure you want to delete this Snap Slide and all its photos?'
          : 'Are you sure you want to delete this photo?'}{' '}
        {post.purchase_count > 0
          ? `The people who bought it can still see it for ${contentLimits.buyerGraceDays} days; everyone else cannot.`
          : 'It will be removed from your page.'}
      </Text>
      <Group justify="flex-end" gap="sm" mt="sm">
        <Button data-autofocus variant="default" onClick={() => context.closeModal(id)}>
          Cancel
        </Button>
        <Button
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate({ type: post.type, id: post.id })}
        >
          Delete
        </Button>
      </Group>
    </Stack>
  );
}
