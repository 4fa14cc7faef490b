import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Box,
  Button,
  Group,
  Image,
  RingProgress,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import { useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  contentLimits,
  FREE_PRICE_ID,
  manilaMoment,
  says,
  slideCreateRequest,
  type SnapCreateRequest,
} from '@pixel/contract';
import { CharacterCount } from '@/components/ui/character-count';
import { handleApiError } from '@/lib/api-errors';
import { formatManilaDateTime } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { MembersTierSelect } from '@/features/memberships';
import { useCreateSlide } from '../api/create-slide';
import { useCreateSnap } from '../api/create-snap';
import { isFreeDraft, isUploading, type DraftPhoto } from '../lib/post-draft';
import { choosePriceFor } from './edit-photo-modal';
import { PhotoDropZone } from './photo-drop-zone';
import { PublicFromField, PublishTimeField } from './schedule-fields';
import { slideImagesBody } from './edit-slide-photos';
import { useLeaveWarning } from './use-leave-warning';
import { createPostDraftStore, usePostDraft } from './use-post-draft';
import { offerInstall } from '@/features/install-app';
import { localMessage } from '@/lib/form-messages';
import { useTranslation } from '../texts';

// the contract's caption rule
const newPostForm = z.object({ caption: slideCreateRequest.shape.caption });
// the times are not the schema's (a Manila date and time, sent as a moment); the server's refusals mark them
type NewPostValues = z.input<typeof newPostForm> & { publish_at?: string; public_from?: string };

function Thumbnail({ photo, index }: { photo: DraftPhoto; index: number }) {
  const { t } = useTranslation();
  return (
    <Box pos="relative" style={{ aspectRatio: '1 / 1' }}>
      {photo.preview_url ? (
        <Image
          src={photo.preview_url}
          alt={t('content.newPost.photoNumber', { number: index + 1 })}
          radius="md"
          h="100%"
          w="100%"
          fit="cover"
        />
      ) : (
        <Box h="100%" bg="gray.2" style={{ borderRadius: 'var(--mantine-radius-md)' }} />
      )}
      {photo.loading < 100 && (
        <Box
          pos="absolute"
          inset={0}
          display="flex"
          style={{ alignItems: 'center', justifyContent: 'center', background: 'rgba(255,255,255,0.7)' }}
          role="progressbar"
          aria-label={t('content.newPost.uploading', { name: photo.name })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={photo.loading}
        >
          <RingProgress size={44} thickness={5} sections={[{ value: photo.loading, color: 'pixel' }]} />
        </Box>
      )}
    </Box>
  );
}

/**
 * A new post: photos (one makes a Snap, several a Snap Slide), a caption, a price or free, then publish or
 * keep as a draft. Choosing photos opens Edit Photo, where they upload and are ordered.
 */
export function NewPostForm() {
  const { t } = useTranslation();
  const [store] = useState(() => createPostDraftStore());
  const draft = usePostDraft(store);
  const free = isFreeDraft(draft);
  const uploading = isUploading(draft);
  const form = useForm<NewPostValues>({
    resolver: zodResolver(newPostForm) as never,
    mode: 'onTouched',
    defaultValues: { caption: '' },
  });
  const { errors } = form.formState;
  const caption = useWatch({ control: form.control, name: 'caption' });
  const mutationConfig = { onError: () => undefined };
  const createSnap = useCreateSnap({ mutationConfig });
  const createSlide = useCreateSlide({ mutationConfig });
  const [noPhotos, setNoPhotos] = useState(false);
  // a members-only post: the lowest tier that opens it; such a post is never sold
  const [minTierId, setMinTierId] = useState<string | null>(null);
  // a scheduled post (decision 0157): null goes out now; early access for a members-only post
  const [publishAt, setPublishAt] = useState<string | null>(null);
  const [publicFrom, setPublicFrom] = useState<string | null>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  const chooseButton = useRef<HTMLButtonElement>(null);
  useLeaveWarning(
    draft.photos.length > 0 || (caption ?? '').trim() !== '',
    t('content.newPost.leaveWarning'),
  );

  // the button that opened Edit Photo may be gone (the drop zone gives way to the thumbnails): focus goes
  // to Edit Photo, or back to Choose photos when no photo is left, rather than to the page
  const editPhotos = () =>
    openModal(
      'edit-photo',
      { store },
      { onClose: () => setTimeout(() => (editButton.current ?? chooseButton.current)?.focus()) },
    );

  const choose = (files: File[]) => {
    setNoPhotos(false);
    if (!store.addFiles(files).overLimit) editPhotos();
  };

  const save = (publish: boolean) =>
    form.handleSubmit(async () => {
      const { photos, price } = store.getSnapshot();
      if (photos.length === 0) {
        setNoPhotos(true);
        return;
      }
      const later = publish && publishAt !== null;
      if (later && !publishAt) {
        form.setError('publish_at', { message: says('fieldRequired', { field: 'publish at' }) });
        return;
      }
      if (minTierId && publicFrom === '') {
        form.setError('public_from', { message: says('fieldRequired', { field: 'public from' }) });
        return;
      }
      const common: Omit<SnapCreateRequest, 'image'> = {
        caption: form.getValues('caption') ?? '',
        price_id: minTierId ? FREE_PRICE_ID : (price?.price_id ?? FREE_PRICE_ID),
        is_published: publish ? 1 : 0,
        ...(minTierId && { min_tier_id: minTierId }),
        ...(later && { publish_at: manilaMoment(publishAt!) }),
        ...(minTierId && publicFrom && { public_from: manilaMoment(publicFrom) }),
      };
      try {
        if (photos.length === 1)
          await createSnap.mutateAsync({ ...common, image: photos[0]!.absolute_url ?? '' });
        else await createSlide.mutateAsync({ ...common, ...slideImagesBody(store.getSnapshot()) });
        notifySuccess(
          later
            ? t('content.schedule.scheduledToast', { date: formatManilaDateTime(manilaMoment(publishAt!)) })
            : publish
              ? t('content.newPost.live')
              : t('content.newPost.saved'),
        );
        if (publish) offerInstall('first-post');
        store.reset();
        setMinTierId(null);
        setPublishAt(null);
        setPublicFrom(null);
        form.reset({ caption: '' });
      } catch (error) {
        handleApiError(error, { setError: form.setError });
      }
    })();

  const busy = form.formState.isSubmitting;

  return (
    <form noValidate onSubmit={(event) => event.preventDefault()} aria-label={t('content.newPost.label')}>
      <Stack gap="md">
        {draft.photos.length === 0 ? (
          <PhotoDropZone
            onFiles={choose}
            buttonRef={chooseButton}
            label={t('content.newPost.choosePhotos')}
            hint={t('content.newPost.dropHint', { max: contentLimits.slidePhotosMax })}
            minHeight={180}
          />
        ) : (
          <Stack gap="xs">
            <SimpleGrid cols={{ base: 4, sm: 5 }} spacing="xs">
              {draft.photos.map((photo, index) => (
                <Thumbnail key={photo.key} photo={photo} index={index} />
              ))}
            </SimpleGrid>
            <Group gap="xs">
              <Button ref={editButton} variant="light" onClick={editPhotos}>
                {t('content.newPost.editPhoto')}
              </Button>
              <Text fz="sm" c="dimmed">
                {draft.photos.length === 1
                  ? t('content.newPost.aSnap')
                  : t('content.newPost.aSlide', { count: draft.photos.length })}
              </Text>
            </Group>
          </Stack>
        )}
        {noPhotos && (
          <Alert color="red" variant="light" role="alert">
            {t('content.newPost.noPhotos')}
          </Alert>
        )}
        <Textarea
          label={t('content.newPost.caption')}
          placeholder={t('content.newPost.captionPlaceholder')}
          autosize
          minRows={3}
          maxRows={8}
          description={<CharacterCount value={caption} max={contentLimits.captionMax} />}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          styles={{ description: { textAlign: 'right' } }}
          error={localMessage(errors.caption?.message)}
          {...form.register('caption')}
        />
        <Group justify="space-between" align="flex-end">
          <div>
            <Text fz="sm" c="dimmed">
              {t('content.newPost.totalPrice')}
            </Text>
            <Text fz="xl" fw={800}>
              {minTierId
                ? t('content.newPost.membersOnly')
                : free
                  ? formatMoney(0)
                  : draft.price?.price_label}
            </Text>
          </div>
          <Group gap="md">
            <Switch
              label={t('content.newPost.makeFree')}
              checked={free || minTierId !== null}
              disabled={minTierId !== null}
              onChange={(event) => (event.currentTarget.checked ? store.makeFree() : choosePriceFor(store))}
            />
            <Button variant="light" disabled={minTierId !== null} onClick={() => choosePriceFor(store)}>
              {t('content.newPost.setPrice')}
            </Button>
          </Group>
        </Group>
        <MembersTierSelect
          value={minTierId}
          onChange={(value) => {
            setMinTierId(value);
            if (value) store.makeFree();
            else setPublicFrom(null);
          }}
        />
        {minTierId && (
          <PublicFromField
            value={publicFrom}
            onChange={setPublicFrom}
            error={localMessage(errors.public_from?.message)}
          />
        )}
        <PublishTimeField
          value={publishAt}
          onChange={setPublishAt}
          error={localMessage(errors.publish_at?.message)}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" disabled={uploading} loading={busy} onClick={() => void save(false)}>
            {t('content.newPost.saveDraft')}
          </Button>
          <Button variant="gradient" disabled={uploading} loading={busy} onClick={() => void save(true)}>
            {publishAt === null ? t('content.newPost.publish') : t('content.schedule.scheduleButton')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
