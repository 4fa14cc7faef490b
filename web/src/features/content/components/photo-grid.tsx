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

const photoState = (photo: DraftPhoto) =>
  photo.is_payable ? 'hidden until paid' : photo.is_preview ? 'free sneak peek' : 'free';

function UploadRing({ photo }: { photo: DraftPhoto }) {
  return (
    <Box
      pos="absolute"
      inset={0}
      display="flex"
      role="progressbar"
      aria-label={`Uploading ${photo.name}`}
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
        aria-label={`Photo ${number} of ${count}, ${photoState(photo)}`}
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
          aria-label={`Move photo ${number}`}
          style={{ touchAction: 'none', cursor: 'grab' }}
        >
          <DragIcon size={16} />
        </ActionIcon>
        <CloseButton
          variant="white"
          size="md"
          radius="xl"
          aria-label={`Remove photo ${number}`}
          onClick={() => store.remove(photo.key)}
        />
      </Group>
      <Switch
        mt={6}
        size="xs"
        label="Sneak peek"
        aria-label={`Photo ${number}: free sneak peek`}
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
  const draft = usePostDraft(store);
  const free = isFreeDraft(draft);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = draft.photos.map((photo) => photo.key);
  const position = (key: string | number) => keys.indexOf(String(key)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up photo ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `Photo ${position(active.id)} is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `Photo ${position(active.id)} was moved to position ${position(over.id)}.`
        : `Photo ${position(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving photo ${position(active.id)} was cancelled.`,
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
      accessibility={{ announcements }}
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
                hint="Drop photos here"
                onFiles={(files) => void store.addFiles(files).done}
              />
            </Box>
          )}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
