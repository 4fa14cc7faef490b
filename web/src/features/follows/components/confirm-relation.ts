import type { RelationResponse } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import type { RelationAction } from '../api/relations';

type Person = { page_url: string; page_name: string };

const wording: Record<
  Exclude<RelationAction, 'follow'>,
  (name: string) => { title: string; message: string; confirmLabel: string }
> = {
  unfollow: (name) => ({
    title: 'Unfollow',
    message: `Stop following ${name}?`,
    confirmLabel: 'Unfollow',
  }),
  'follower/remove': (name) => ({
    title: 'Remove follower',
    message: `Remove ${name} from your followers? They will not be told.`,
    confirmLabel: 'Remove',
  }),
  block: (name) => ({
    title: 'Block',
    message: `Block ${name}? They will no longer see your page, follow you, react, gift or ask. They will not be told.`,
    confirmLabel: 'Block',
  }),
  unblock: (name) => ({
    title: 'Unblock',
    message: `Unblock ${name}? They will see your page again and may follow you. They will not be told.`,
    confirmLabel: 'Unblock',
  }),
};

const toasts = {
  unfollow: 'Unfollowed Successfully',
  'follower/remove': 'Removed Successfully',
  block: 'Blocked Successfully',
  unblock: 'Unblocked Successfully',
} as const;

/**
 * The generic Confirm modal before Unfollow, Remove, Block or Unblock; on success the spec's toast
 * ('Unfollowed Successfully', 'Removed Successfully', 'Blocked Successfully') or 'Unblocked Successfully'.
 */
export function confirmRelation({
  action,
  person,
  run,
}: {
  action: Exclude<RelationAction, 'follow'>;
  person: Person;
  run: (variables: { action: RelationAction; username: string }) => Promise<RelationResponse['data']>;
}) {
  openModal('confirm', {
    ...wording[action](person.page_name),
    danger: action === 'follower/remove' || action === 'block',
    onConfirm: async () => {
      await run({ action, username: person.page_url });
      notifySuccess(toasts[action]);
    },
  });
}
