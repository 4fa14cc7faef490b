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
import { MembersTierSelect } from '@/features/memberships';
import { updateSlide } from '../api/update-slide';
import { updateSlideImages } from '../api/update-slide-images';
import { updateSnap } from '../api/update-snap';
import { invalidatePhotoContent } from '../api/get-photo-posts';
import { priceFromPost, priceFromTier, type DraftPrice } from '../lib/post-draft';
import { useQueryClient } from '@tanstack/react-query';
import { CancelSaveActions } from '@/components/ui/modal-actions';
import { localMessage } from '@/lib/form-messages';
import { useTranslation } from '../texts';

// the caption rule is the contract's; price, members-only tier and publishing are chosen, not typed
const editPostForm = z.object({
  caption: snapUpdateRequest.shape.caption,
  is_published: z.boolean(),
  price: z.custom<DraftPrice | null>(),
  min_tier_id: z.string().nullable(),
});
type EditPostValues = z.input<typeof editPostForm>;

export type EditPostModalProps = {
  post: PhotoPost;
  /** What was chosen, kept while Set Content Price is on top (only the top modal is mounted). */
  draft?: EditPostValues;
};

/**
 * Edit Post (a Snap) or Edit Snap Slide (a Slide): caption, price or members only, and whether it is
 * published.
 */
export function EditPostModal({ context, id, innerProps }: ContextModalProps<EditPostModalProps>) {
  const { t } = useTranslation();
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
      min_tier_id: post.min_tier_id,
    },
  });
  const { errors } = form.formState;
  const [caption, price, minTierId] = useWatch({
    control: form.control,
    name: ['caption', 'price', 'min_tier_id'],
  });

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
    // a members-only post is never sold
    const members = values.min_tier_id !== null;
    const priceId = members ? FREE_PRICE_ID : (values.price?.price_id ?? FREE_PRICE_ID);
    const published = values.is_published ? 1 : 0;
    // sent when changed only: a tier archived since still opens the post, but cannot be named anew
    const tier = values.min_tier_id !== post.min_tier_id ? { min_tier_id: values.min_tier_id } : {};
    try {
      if (slide) {
        await updateSlide({
          collectionId: post.id,
          body: {
            caption: captionText,
            is_published: published,
            is_payable: !members && values.price ? 1 : 0,
            price_id: priceId,
            ...tier,
          },
        });
        // a free set given a price: its photos start hidden until paid, as new photos do
        if (!members && values.price && !priceFromPost(post)) {
          await updateSlideImages({
            collectionId: post.id,
            body: { images: post.images.map((photo) => ({ id: photo.id, is_payable: 1, is_preview: 0 })) },
          });
        }
      } else {
        await updateSnap({
          id: post.id,
          body: { caption: captionText, is_published: published, price_id: priceId, ...tier },
        });
      }
      void invalidatePhotoContent(queryClient);
      notifySuccess(t('common.successfullyUpdated'));
      context.closeModal(id);
    } catch (error) {
      handleApiError(error, { setError: form.setError });
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <ModalHeading>
          {slide ? t('content.editPost.titleSlide') : t('content.editPost.titlePost')}
        </ModalHeading>
        <Textarea
          label={t('content.editPost.caption')}
          autosize
          minRows={3}
          maxRows={8}
          description={<CharacterCount value={caption} max={contentLimits.captionMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.caption?.message)}
          {...form.register('caption')}
        />
        {/* on a 320 px phone the button goes under the price rather than being cut */}
        <Group justify="space-between" align="flex-end">
          <div>
            <Text fz="sm" c="dimmed">
              {t('content.editPost.price')}
            </Text>
            <Text fz="lg" fw={800}>
              {minTierId ? t('content.editPost.membersOnly') : price ? price.price_label : formatMoney(0)}
            </Text>
          </div>
          <Button variant="light" disabled={minTierId !== null} onClick={choosePrice}>
            {t('content.editPost.setPrice')}
          </Button>
        </Group>
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <Switch
              label={t('content.editPost.makeFree')}
              checked={field.value === null || minTierId !== null}
              disabled={minTierId !== null}
              onChange={(event) => (event.currentTarget.checked ? field.onChange(null) : choosePrice())}
            />
          )}
        />
        <Controller
          control={form.control}
          name="min_tier_id"
          render={({ field }) => (
            <MembersTierSelect
              keepTierId={post.min_tier_id}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              error={localMessage(errors.min_tier_id?.message)}
              onChange={(tierId) => {
                field.onChange(tierId);
                // a members-only post has no price
                if (tierId) form.setValue('price', null);
              }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="is_published"
          render={({ field: { value, onChange, ...field } }) => (
            <Switch
              {...field}
              label={t('content.editPost.published')}
              description={t('content.editPost.publishedHint')}
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
