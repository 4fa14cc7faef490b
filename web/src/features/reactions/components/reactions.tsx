import { ActionIcon, Button, Group, Popover, Text, Tooltip } from '@mantine/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ContentType, ReactionId, ReactionTotals } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { openModal } from '@/lib/modals';
import { addReaction, removeReaction, withReaction } from '../api/react';
import { reactionKinds, reactionLongPressMs } from '../lib/reaction-kinds';
import { ReactionIcon } from './reaction-icon';
import { formatCount } from '@/lib/money';
import { i18n, useTranslation } from '../texts';

export type ReactionsProps = {
  contentId: string;
  contentType: ContentType;
  /** The counts as the server last gave them (a list's item). */
  totals: ReactionTotals;
  /** The counts the server answered after a change: to put into the caller's cached list. */
  onChange?: (totals: ReactionTotals) => void;
  /**
   * Shown beside the control, and read with the React button, when reacting needs something first (a
   * locked post: 'Buy this photo to react.'), so nobody learns it only from a refusal after the tap.
   */
  requirement?: string;
};

const kindOf = (id: number | null) => reactionKinds.find((kind) => kind.id === id);

function showFailure(error: unknown) {
  if (isApiError(error, 'ReactionNotAllowedException')) {
    openModal('error-message', { title: i18n.t('reactions.unableTitle'), message: error.message });
    return;
  }
  // a visitor: UnauthorizedAccessException opens the Login modal
  handleApiError(error);
}

/**
 * The reaction control of a piece of content (spec §4): the main button (a tap adds a heart, or removes the
 * reaction set), a 300 ms hold or the arrow button opens the picker of the five reactions, and the count
 * opens the Reax modal. Changes show at once and are undone when the server refuses them.
 */
export function Reactions({
  contentId,
  contentType,
  totals: fromServer,
  onChange,
  requirement,
}: ReactionsProps) {
  const { t } = useTranslation();
  const requirementId = useId();
  const [totals, setTotals] = useState(fromServer);
  const [known, setKnown] = useState(fromServer);
  const [inFlight, setInFlight] = useState(0);
  const [pickerOpen, setPickerOpen] = useState(false);
  const sequence = useRef(0);
  const holdTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const heldOpen = useRef(false);
  // a press still held when the post leaves the page must not open a picker afterwards
  useEffect(() => () => clearTimeout(holdTimer.current), []);

  // the caller's list was refreshed: take its counts, unless a change of ours is still on its way
  if (fromServer !== known && inFlight === 0) {
    setKnown(fromServer);
    setTotals(fromServer);
  }

  const current = kindOf(totals.details.id);

  async function react(next: ReactionId | null) {
    setPickerOpen(false);
    const previous = totals;
    if (previous.details.id === next) return;
    setTotals(withReaction(previous, next));
    const mine = ++sequence.current;
    setInFlight((count) => count + 1);
    try {
      const target = { contentId, contentType };
      const answer =
        next === null ? await removeReaction(target) : await addReaction({ ...target, reactionId: next });
      // a later change of the user's own is on its way: its answer is the one to keep
      if (mine === sequence.current) {
        setTotals(answer);
        onChange?.(answer);
      }
    } catch (error) {
      if (mine === sequence.current) setTotals(previous);
      showFailure(error);
    } finally {
      setInFlight((count) => count - 1);
    }
  }

  const tap = () => void react(totals.details.id === null ? 1 : null);

  const clearHold = () => {
    clearTimeout(holdTimer.current);
    holdTimer.current = undefined;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      setPickerOpen(true);
    }
  };

  const count = totals.all_count;
  const shown = reactionKinds.filter((kind) => totals[`${kind.key}_count`] > 0).slice(0, 3);

  return (
    <Group gap={4} role="group" aria-label={t('reactions.group')} wrap={requirement ? 'wrap' : 'nowrap'}>
      <Popover
        opened={pickerOpen}
        onChange={setPickerOpen}
        position="top-start"
        shadow="md"
        radius="xl"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <Button
            size="compact-md"
            radius="xl"
            variant={current ? 'light' : 'subtle'}
            color={current ? 'pink' : 'gray'}
            aria-pressed={current !== undefined}
            aria-describedby={requirement ? requirementId : undefined}
            leftSection={<ReactionIcon reaction={current?.key ?? 'heart'} size={18} />}
            title={current ? t('reactions.tapToRemove') : t('reactions.tapForLove')}
            style={{ touchAction: 'manipulation', userSelect: 'none', WebkitUserSelect: 'none' }}
            onPointerDown={(event) => {
              if (event.button !== 0) return;
              heldOpen.current = false;
              clearHold();
              holdTimer.current = setTimeout(() => {
                holdTimer.current = undefined;
                heldOpen.current = true;
                setPickerOpen(true);
              }, reactionLongPressMs);
            }}
            onPointerLeave={clearHold}
            onPointerCancel={clearHold}
            onContextMenu={(event) => event.preventDefault()}
            onKeyDown={onKeyDown}
            onClick={() => {
              clearHold();
              // the hold already opened the picker: letting go is not a tap
              if (heldOpen.current) {
                heldOpen.current = false;
                return;
              }
              tap();
            }}
          >
            {current ? t(`reactions.kinds.${current.key}`) : t('reactions.react')}
          </Button>
        </Popover.Target>
        <Popover.Dropdown p={6}>
          <Group gap={4} role="group" aria-label={t('reactions.picker')} wrap="nowrap">
            {reactionKinds.map((kind) => (
              <Tooltip key={kind.id} label={t(`reactions.kinds.${kind.key}`)} withArrow>
                <ActionIcon
                  size={44}
                  radius="xl"
                  variant={kind.id === current?.id ? 'light' : 'subtle'}
                  color="pink"
                  aria-label={t(`reactions.kinds.${kind.key}`)}
                  aria-pressed={kind.id === current?.id}
                  onClick={() => void react(kind.id)}
                >
                  <ReactionIcon reaction={kind.key} size={30} />
                </ActionIcon>
              </Tooltip>
            ))}
          </Group>
        </Popover.Dropdown>
      </Popover>
      <ActionIcon
        variant="subtle"
        color="gray"
        radius="xl"
        aria-label={t('reactions.choose')}
        aria-expanded={pickerOpen}
        onClick={() => setPickerOpen((open) => !open)}
      >
        <svg
          width="14"
          height="14"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          aria-hidden="true"
        >
          <path d="m6 15 6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </ActionIcon>
      <Button
        size="compact-md"
        radius="xl"
        variant="subtle"
        color="gray"
        aria-label={t(count === 1 ? 'reactions.seeWhoOne' : 'reactions.seeWhoMany', { n: count })}
        onClick={() => openModal('reax', { contentId, contentType })}
        leftSection={
          shown.length > 0 ? (
            <Group gap={0} wrap="nowrap">
              {shown.map((kind) => (
                <ReactionIcon key={kind.id} reaction={kind.key} size={16} />
              ))}
            </Group>
          ) : undefined
        }
      >
        {formatCount(count)}
      </Button>
      {requirement && (
        <Text id={requirementId} fz="xs" c="dimmed" ml={4}>
          {requirement}
        </Text>
      )}
    </Group>
  );
}
