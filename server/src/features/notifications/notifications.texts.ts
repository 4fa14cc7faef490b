import type { NotificationKind } from '@pixel/contract';

/** The facts a notification's words are made of, as kept in `notifications.data`. */
export type NotificationData = Record<string, string | number | null>;

const s = (data: NotificationData, key: string, fallback = '') => {
  const value = data[key];
  return value === null || value === undefined ? fallback : String(value);
};

const someone = (data: NotificationData, key: string) => s(data, key) || 'Someone';

/**
 * Every text of a notification, in English, in one place (the bell, the mail, the push and the digest
 * read them from here), so the whole set moves to a message catalogue at once.
 */
export const notificationTexts: Record<
  NotificationKind,
  (data: NotificationData) => { title: string; body: string }
> = {
  gift_received: (d) => ({
    title: 'New gift',
    body: `${someone(d, 'supporter_name')} sent you a gift of ${s(d, 'amount')}.`,
  }),
  member_joined: (d) => ({
    title: 'New member',
    body: `${someone(d, 'supporter_name')} joined your ${s(d, 'tier_name')} tier.`,
  }),
  membership_renewed: (d) => ({
    title: 'Membership renewed',
    body: `${someone(d, 'supporter_name')} renewed their membership (${s(d, 'amount')}).`,
  }),
  new_follower: (d) => ({
    title: 'New follower',
    body: `${someone(d, 'actor_name')} followed you.`,
  }),
  purchase_made: (d) => ({
    title: 'New purchase',
    body: `${someone(d, 'buyer_name')} bought your post for ${s(d, 'amount')}.`,
  }),
  gift_replied: (d) => ({
    title: `${someone(d, 'actor_name')} replied to your gift`,
    body: s(d, 'reply'),
  }),
  payout_sent: (d) => ({
    title: 'Payout sent',
    body: `Your payout of ${s(d, 'amount')} to ${s(d, 'bank_name')} was sent (${s(d, 'reference')}).`,
  }),
  payout_failed: (d) => ({
    title: 'Payout failed',
    body: `Your payout of ${s(d, 'amount')} (${s(d, 'reference')}) failed. The money is back in your balance.`,
  }),
  payout_held: (d) => ({
    title: 'Payout on hold',
    body: `Your payout of ${s(d, 'amount')} (${s(d, 'reference')}) is on hold for a review.`,
  }),
  refund_requested: (d) => ({
    title: 'Refund request',
    body: `${someone(d, 'actor_name')} asks for a refund of ${s(d, 'amount')} (${s(d, 'reference')}).`,
  }),
  refund_answered: (d) => ({
    title: d.outcome === 'approved' ? 'Refund approved' : 'Refund declined',
    body:
      `${s(d, 'answered_by', 'The creator')} ${d.outcome === 'approved' ? 'approved' : 'declined'} ` +
      `your request for a refund of ${s(d, 'amount')} (${s(d, 'reference')}).`,
  }),
  membership_ending: (d) => ({
    title: 'Membership ending',
    body: `Your ${s(d, 'tier_name')} membership of ${s(d, 'creator_name')} ends ${s(d, 'when')}.`,
  }),
};

export const mailTexts = {
  /** One notification's mail. */
  single: (input: { name: string; title: string; body: string; link: string; settings: string }) => ({
    subject: `${input.title}: ${input.body}`.slice(0, 150),
    text:
      `Hi ${input.name},\n\n${input.body}\n\nSee it on PIXEL: ${input.link}\n\n` +
      `Choose which mails you get: ${input.settings}\n`,
  }),
  /** The daily mail of every notification that waited for it. */
  digest: (input: {
    name: string;
    items: { title: string; body: string }[];
    link: string;
    settings: string;
  }) => ({
    subject:
      input.items.length === 1
        ? 'Your PIXEL notification of the day'
        : `Your ${input.items.length} PIXEL notifications of the day`,
    text:
      `Hi ${input.name},\n\nHere is what happened on PIXEL:\n\n` +
      input.items.map((item) => `- ${item.title}: ${item.body}`).join('\n') +
      `\n\nSee them all: ${input.link}\n\nChoose which mails you get: ${input.settings}\n`,
  }),
};

export const apiMessages = {
  read: 'The notification is marked as read.',
  allRead: 'All notifications are marked as read.',
  notFound: 'The selected notification is invalid.',
  subscribed: 'Push notifications are on for this browser.',
  unsubscribed: 'Push notifications are off for this browser.',
  pushUnavailable: 'Push notifications are not available.',
  endpointNotAllowed: 'The endpoint is not a push service this site can use.',
  invalidCursor: 'The before is invalid.',
};
