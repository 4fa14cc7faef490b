import type { RelationResponse } from '@pixel/contract';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import type { RelationAction } from '../api/relations';
import { i18n } from '../texts';

type Person = { page_url: string; page_name: string };

// the texts are looked up when the modal opens, so they are in the reader's language of that moment
const wording: Record<
  Exclude<RelationAction, 'follow'>,
  (name: string) => { title: string; message: string; confirmLabel: string }
> = {
  unfollow: (name) => ({
    title: i18n.t('follows.confirm.unfollowTitle'),
    message: i18n.t('follows.confirm.unfollowMessage', { name }),
    confirmLabel: i18n.t('follows.confirm.unfollowLabel'),
  }),
  'follower/remove': (name) => ({
    title: i18n.t('follows.confirm.removeTitle'),
    message: i18n.t('follows.confirm.removeMessage', { name }),
    confirmLabel: i18n.t('follows.confirm.removeLabel'),
  }),
  block: (name) => ({
    title: i18n.t('follows.confirm.blockTitle'),
    message: i18n.t('follows.confirm.blockMessage', { name }),
    confirmLabel: i18n.t('follows.confirm.blockLabel'),
  }),
  unblock: (name) => ({
    title: i18n.t('follows.confirm.unblockTitle'),
    message: i18n.t('follows.confirm.unblockMessage', { name }),
    confirmLabel: i18n.t('follows.confirm.unblockLabel'),
  }),
};

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
      notifySuccess(i18n.t(`follows.toasts.${action}`));
    },
  });
}
