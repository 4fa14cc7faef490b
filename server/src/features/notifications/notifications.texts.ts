import type { TFunction } from 'i18next';
import type { Language, NotificationKind } from '@pixel/contract';
import { shownName, translator } from '../../lib/i18n.ts';

/** The facts a notification's words are made of, as kept in `notifications.data`. */
export type NotificationData = Record<string, string | number | null>;

const s = (data: NotificationData, key: string, fallback = '') => {
  const value = data[key];
  return value === null || value === undefined ? fallback : String(value);
};

const postKinds = ['snap', 'slide', 'bloc'] as const;
// a commission's steps, each told in its own words (decision 0165)
const commissionSteps = [
  'requested',
  'accepted',
  'in_progress',
  'balance_asked',
  'balance_paid',
  'delivered',
  'declined',
  'expired',
] as const;
const postAccess = ['free', 'paid', 'members', 'supporters'] as const;
const oneOf = <T extends string>(list: readonly T[], value: unknown, fallback: T) =>
  list.includes(value as T) ? (value as T) : fallback;

/**
 * A new post of a creator one follows (decision 0133): what it is in the title; in the body its own words
 * when everyone may open it, otherwise only who it is for.
 */
function newPostText(d: NotificationData, t: TFunction, actor: string) {
  const post = oneOf(postKinds, d.post, 'snap');
  const access = oneOf(postAccess, d.access, 'free');
  const excerpt = s(d, 'excerpt');
  return {
    title: t(`notifications.kinds.new_post.title.${post}`, { actor }),
    body:
      access === 'free' && excerpt ? excerpt : t(`notifications.kinds.new_post.body.${access}`, { actor }),
  };
}

/**
 * A notification's title and body in `language` (server/src/locales, `notifications`): the bell answers in
 * the reader's language, the mail, the digest and the push in the recipient's. The facts are kept as they
 * happened (names, amounts), the words around them are the catalogue's.
 */
export function notificationText(
  kind: NotificationKind,
  d: NotificationData,
  language: Language,
): { title: string; body: string } {
  const t = translator(language);
  const someone = (key: string) => shownName(s(d, key), language) || t('notifications.someone');
  const values = {
    supporter: someone('supporter_name'),
    buyer: someone('buyer_name'),
    actor: someone('actor_name'),
    by: s(d, 'answered_by') || t('notifications.theCreator'),
    amount: s(d, 'amount'),
    tier: s(d, 'tier_name'),
    creator: s(d, 'creator_name'),
    bank: s(d, 'bank_name'),
    reference: s(d, 'reference'),
    reply: s(d, 'reply'),
    title: s(d, 'title'),
    // a reminder kept before its words moved here says when in English
    when:
      d.reminder === 'week'
        ? t('notifications.inAWeek')
        : d.reminder === 'day'
          ? t('notifications.tomorrow')
          : s(d, 'when'),
  };
  if (kind === 'new_post') return newPostText(d, t, values.actor);
  const words =
    kind === 'refund_answered'
      ? d.outcome === 'approved'
        ? 'refund_approved'
        : 'refund_declined'
      : kind === 'membership_renewed' && d.upgrade
        ? 'membership_upgraded'
        : kind === 'purchase_made' && d.product
          ? 'product_sold'
          : kind === 'commission_updated'
            ? `commission_${oneOf(commissionSteps, d.step, 'accepted')}`
            : kind;
  return {
    title: t(`notifications.kinds.${words}.title`, values),
    body: t(`notifications.kinds.${words}.body`, values),
  };
}

export const mailTexts = {
  /** One notification's mail. */
  single: (
    input: { name: string; title: string; body: string; link: string; settings: string },
    language: Language,
  ) => {
    const t = translator(language);
    return {
      subject: t('notifications.mail.subject', input).slice(0, 150),
      text: t('notifications.mail.text', input),
    };
  },
  /** The daily mail of every notification that waited for it. */
  digest: (
    input: { name: string; items: { title: string; body: string }[]; link: string; settings: string },
    language: Language,
  ) => {
    const t = translator(language);
    const { items, ...rest } = input;
    return {
      subject:
        items.length === 1
          ? t('notifications.mail.digestSubjectOne')
          : t('notifications.mail.digestSubjectMany', { count: items.length }),
      text: t('notifications.mail.digestText', {
        ...rest,
        items: items.map((item) => `- ${item.title}: ${item.body}`).join('\n'),
      }),
    };
  },
};

export const apiMessages = {
  read: 'The notification is marked as read.',
  allRead: 'All notifications are marked as read.',
  subscribed: 'Push notifications are on for this browser.',
  unsubscribed: 'Push notifications are off for this browser.',
  pushUnavailable: 'Push notifications are not available.',
};
