import { ActionIcon, Box, Stack } from '@mantine/core';
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
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { ReactNode } from 'react';
import type { MembershipTier } from '@pixel/contract';
import { LineIcon } from '@/components/ui/icons';
import { TierCard } from './tier-card';
import { useTranslation } from '../texts';

function DragIcon() {
  return (
    <LineIcon size={18}>
      <circle cx="9" cy="6" r="1" />
      <circle cx="15" cy="6" r="1" />
      <circle cx="9" cy="12" r="1" />
      <circle cx="15" cy="12" r="1" />
      <circle cx="9" cy="18" r="1" />
      <circle cx="15" cy="18" r="1" />
    </LineIcon>
  );
}

function SortableTier({ tier, actions }: { tier: MembershipTier; actions: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: tier.id });
  const { t } = useTranslation();
  return (
    <Box
      ref={setNodeRef}
      data-tier-id={tier.id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        position: 'relative',
        zIndex: isDragging ? 2 : undefined,
        opacity: isDragging ? 0.85 : 1,
      }}
    >
      <TierCard
        tier={tier}
        actions={actions}
        handle={
          <ActionIcon
            ref={setActivatorNodeRef}
            {...attributes}
            {...listeners}
            variant="default"
            // a finger's width on a phone
            size={44}
            radius="xl"
            flex="none"
            aria-label={t('memberships.sortable.move', { name: tier.name })}
            style={{ touchAction: 'none', cursor: 'grab' }}
          >
            <DragIcon />
          </ActionIcon>
        }
      />
    </Box>
  );
}

/**
 * The tiers new members can still join, in the creator's order: reordered by dragging a tier's handle, or
 * with the keyboard (focus a handle, Space, arrows, Space), as the Slide editor reorders photos.
 */
export function SortableTiers({
  tiers,
  actions,
  onReorder,
}: {
  tiers: MembershipTier[];
  actions: (tier: MembershipTier) => ReactNode;
  /** The tiers' ids in their new order. */
  onReorder: (tierIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tiers.map((tier) => tier.id);
  const nameOf = (id: string | number) =>
    tiers.find((tier) => tier.id === id)?.name ?? t('memberships.sortable.theTier');
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      t('memberships.sortable.pickedUp', { name: nameOf(active.id), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('memberships.sortable.over', { name: nameOf(active.id), position: position(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('memberships.sortable.moved', { name: nameOf(active.id), position: position(over.id) })
        : t('memberships.sortable.dropped', { name: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('memberships.sortable.cancelled', { name: nameOf(active.id) }),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove(ids, ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('memberships.sortable.instructions') },
      }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Stack gap="md">
          {tiers.map((tier) => (
            <SortableTier key={tier.id} tier={tier} actions={actions(tier)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}
