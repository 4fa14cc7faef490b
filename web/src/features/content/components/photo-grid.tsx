import {
  ActionIcon,
  Badge,
  Box,
  CloseButton,
  Group,
  RingProgress,
  SimpleGrid,
  Switch,
  Text,
  UnstyledButton,
} from '@mantine/core';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { contentLimits } from '@pixel/contract';
import { isFreeDraft, type DraftPhoto, type PostDraftStore } from '../lib/post-draft';
import { DragIcon, EyeIcon, LockIcon } from './photo-icons';
import { PhotoDropZone } from './photo-drop-zone';
import { usePostDraft } from './use-post-draft';
import { i18n, useTranslation } from '../texts';

const photoState = (photo: DraftPhoto) =>
  i18n.t(
    photo.is_payable
      ? 'content.photoGrid.hiddenUntilPaid'
      : photo.is_preview
        ? 'content.photoGrid.freeSneakPeek'
        : 'content.photoGrid.free',
  );

function UploadRing({ photo }: { photo: DraftPhoto }) {
  const { t } = useTranslation();
  return (
    <Box
      pos="absolute"
      inset={0}
      display="flex"
      role="progressbar"
      aria-label={t('content.photoGrid.uploading', { name: photo.name })}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={photo.loading}
      style={{ alignItems: 'center', justifyContent: 'center', background: 'rgba(255,255,255,0.7)' }}
    >
      <RingProgress
        size={64}
        thickness={6}
        roundCaps
        sections={[{ value: photo.loading, color: 'pixel' }]}
        label={
          <Text ta="center" fz="xs" fw={700}>
            {photo.loading}%
          </Text>
        }
      />
    </Box>
  );
}

function SortablePhoto({
  photo,
  index,
  count,
  active,
  free,
  store,
}: {
  photo: DraftPhoto;
  index: number;
  count: number;
  active: boolean;
  free: boolean;
  store: PostDraftStore;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: photo.key });
  const { t } = useTranslation();
  const number = index + 1;
  return (
    <Box
      ref={setNodeRef}
      data-photo-key={photo.key}
      pos="relative"
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <UnstyledButton
        display="block"
        w="100%"
        aria-label={t('content.photoGrid.photoOf', { number, count, state: photoState(photo) })}
        aria-pressed={active}
        onClick={() => store.click(photo.key)}
        style={{
          aspectRatio: '1 / 1',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          outline: active ? '3px solid var(--mantine-color-pixel-6)' : undefined,
          outlineOffset: 2,
          background: 'var(--mantine-color-gray-2)',
        }}
      >
        {photo.preview_url && (
          <img
            src={photo.preview_url}
            alt=""
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </UnstyledButton>
      {photo.loading < 100 && <UploadRing photo={photo} />}
      <Badge
        pos="absolute"
        top={6}
        left={6}
        size="sm"
        variant="filled"
        color={photo.is_payable ? 'dark' : 'teal.9'}
        leftSection={photo.is_payable ? <LockIcon size={12} /> : <EyeIcon size={12} />}
        style={{ pointerEvents: 'none' }}
        aria-hidden="true"
      >
        {number}
      </Badge>
      <Group pos="absolute" top={4} right={4} gap={4}>
        <ActionIcon
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          variant="white"
          color="dark"
          size="md"
          radius="xl"
          aria-label={t('content.photoGrid.move', { number })}
          style={{ touchAction: 'none', cursor: 'grab' }}
        >
          <DragIcon size={16} />
        </ActionIcon>
        <CloseButton
          variant="white"
          size="md"
          radius="xl"
          aria-label={t('content.photoGrid.remove', { number })}
          onClick={() => store.remove(photo.key)}
        />
      </Group>
      <Switch
        mt={6}
        size="xs"
        label={t('content.photoGrid.sneakPeek')}
        aria-label={t('content.photoGrid.sneakPeekOf', { number })}
        checked={photo.is_preview}
        disabled={free}
        onChange={() => store.toggle(photo.key)}
      />
    </Box>
  );
}

/**
 * The photos of a post (spec §2, Edit Photo): up to 10, reordered by dragging (or with the keyboard: focus a
 * photo's move handle, Space, arrows, Space), removed, each hidden until paid or a free sneak peek, with an
 * upload ring while it uploads, and a zone to add more.
 */
export function PhotoGrid({ store }: { store: PostDraftStore }) {
  const { t } = useTranslation();
  const draft = usePostDraft(store);
  const free = isFreeDraft(draft);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = draft.photos.map((photo) => photo.key);
  const position = (key: string | number) => keys.indexOf(String(key)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('content.photoGrid.pickedUp', { number: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('content.photoGrid.over', { number: position(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('content.photoGrid.moved', { number: position(active.id), position: position(over.id) })
        : t('content.photoGrid.dropped', { number: position(active.id) }),
    onDragCancel: ({ active }) => t('content.photoGrid.cancelled', { number: position(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    store.move(keys.indexOf(String(active.id)), keys.indexOf(String(over.id)));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('content.photoGrid.instructions') },
      }}
    >
      <SortableContext items={keys} strategy={rectSortingStrategy}>
        <SimpleGrid cols={{ base: 2, xs: 3, sm: 4 }} spacing="sm" verticalSpacing="md">
          {draft.photos.map((photo, index) => (
            <SortablePhoto
              key={photo.key}
              photo={photo}
              index={index}
              count={draft.photos.length}
              active={draft.activeKey === photo.key}
              free={free}
              store={store}
            />
          ))}
          {draft.photos.length < contentLimits.slidePhotosMax && (
            // two columns wide: in one column of a 320 px phone its button would be cut
            <Box style={{ gridColumn: 'span 2' }}>
              <PhotoDropZone
                minHeight={140}
                hint={t('content.photoGrid.dropHere')}
                onFiles={(files) => void store.addFiles(files).done}
              />
            </Box>
          )}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
