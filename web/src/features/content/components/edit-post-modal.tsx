import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { contentLimits, FREE_PRICE_ID, snapUpdateRequest, type PhotoPost } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { CharacterCount } from '@/components/ui/character-count';
import { handleApiError } from '@/lib/api-errors';
import { openModal, updateModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { updateSlide } from '../api/update-slide';
import { updateSlideImages } from '../api/update-slide-images';
import { updateSnap } from '../api/update-snap';
import { invalidatePhotoContent } from '../api/get-photo-posts';
import { priceFromPost, priceFromTier, type DraftPrice } from '../lib/post-draft';
import { useQueryClient } from '@tanstack/react-query';
import { CancelSaveActions } from '@/components/ui/modal-actions';

// the caption rule is the contract's; price and publishing are chosen, not typed
const editPostForm = z.object({
  caption: snapUpdateRequest.shape.caption,
  is_published: z.boolean(),
  price: z.custom<DraftPrice | null>(),
});
type EditPostValues = z.input<typeof editPostForm>;

export type EditPostModalProps = {
  post: PhotoPost;
  /** What was chosen, kept while Set Content Price is on top (only the top modal is mounted). */
  draft?: EditPostValues;
};

/** Edit Post (a Snap) or Edit Snap Slide (a Slide): caption, price and whether it is published. */
export function EditPostModal({ context, id, innerProps }: ContextModalProps<EditPostModalProps>) {
  const { post, draft } = innerProps;
  const slide = post.type === 'image_collection';
  const queryClient = useQueryClient();
  const form = useForm<EditPostValues>({
    resolver: zodResolver(editPostForm) as never,
    mode: 'onTouched',
    defaultValues: draft ?? {
      caption: post.caption ?? '',
      is_published: post.is_published,
      price: priceFromPost(post),
    },
  });
  const { errors } = form.formState;
  const [caption, price] = useWatch({ control: form.control, name: ['caption', 'price'] });

  const choosePrice = () => {
    updateModal('edit-post', { draft: form.getValues() });
    openModal('set-content-price', {
      selectedPriceId: form.getValues('price')?.price_id ?? FREE_PRICE_ID,
      selectedPrice: form.getValues('price'),
      onSelect: (tier) =>
        updateModal('edit-post', { draft: { ...form.getValues(), price: priceFromTier(tier) } }),
    });
  };

  const submit = form.handleSubmit(async () => {
    // sent as typed: an emptied caption is sent empty
    const values = form.getValues();
    const captionText = values.caption ?? '';
    const priceId = values.price?.price_id ?? FREE_PRICE_ID;
    const published = values.is_published ? 1 : 0;
    try {
      if (slide) {
        await updateSlide({
          collectionId: post.id,
          body: {
            caption: captionText,
            is_published: published,
            is_payable: values.price ? 1 : 0,
            price_id: priceId,
          },
        });
        // a free set given a price: its photos start hidden until paid, as new photos do
        if (values.price && !priceFromPost(post)) {
          await updateSlideImages({
            collectionId: post.id,
            body: { images: post.images.map((photo) => ({ id: photo.id, is_payable: 1, is_preview: 0 })) },
          });
        }
      } else {
        await updateSnap({
          id: post.id,
          body: { caption: captionText, is_published: published, price_id: priceId },
        });
      }
      void invalidatePhotoContent(queryClient);
      notifySuccess('Successfully Updated.');
      context.closeModal(id);
    } catch (error) {
      handleApiError(error, { setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ModalHeading>{slide ? 'Edit Snap Slide' : 'Edit Post'}</ModalHeading>
        <Textarea
          label="Caption"
          autosize
          minRows={3}
          maxRows={8}
          description={<CharacterCount value={caption} max={contentLimits.captionMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={errors.caption?.message}
          {...form.register('caption')}
        />
        {/* on a 320 px phone the button goes under the price rather than being cut */}
        <Group justify="space-between" align="flex-end">
          <div>
            <Text fz="sm" c="dimmed">
              Price
            </Text>
            <Text fz="lg" fw={800}>
              {price ? price.price_label : formatMoney(0)}
            </Text>
          </div>
          <Button variant="light" onClick={choosePrice}>
            Set Content Price
          </Button>
        </Group>
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <Switch
              label="Make it FREE"
              checked={field.value === null}
              onChange={(event) => (event.currentTarget.checked ? field.onChange(null) : choosePrice())}
            />
          )}
        />
        <Controller
          control={form.control}
          name="is_published"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              {...field}
              label="Published"
              description="Off: a draft only you can see"
              checked={value}
              onChange={(event) => onChange(event.currentTarget.checked)}
            />
          )}
        />
        <CancelSaveActions onCancel={() => context.closeModal(id)} saving={form.formState.isSubmitting} />
      </Stack>
    </form>
  );
}
