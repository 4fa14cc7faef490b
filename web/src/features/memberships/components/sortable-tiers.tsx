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
            aria-label={`Move ${tier.name}`}
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = tiers.map((tier) => tier.id);
  const nameOf = (id: string | number) => tiers.find((tier) => tier.id === id)?.name ?? 'The tier';
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, position ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${position(over.id)}.` : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? `${nameOf(active.id)} was moved to position ${position(over.id)}.`
        : `${nameOf(active.id)} was dropped.`,
    onDragCancel: ({ active }) => `Moving ${nameOf(active.id)} was cancelled.`,
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
      accessibility={{ announcements }}
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
