import type { NotificationKind } from '@pixel/contract';

// the notification centre's words, in English, in one place, ready to move to the message catalogues
export const texts = {
  bellLabel: (unread: number) =>
    unread === 0 ? 'Notifications' : `Notifications, ${unread > 99 ? 'more than 99' : unread} unread`,
  title: 'Notifications',
  empty: 'Nothing yet. Gifts, members, followers and payouts show up here.',
  markAllRead: 'Mark all as read',
  allRead: 'All notifications are marked as read.',
  seeAll: 'See all notifications',
  loadMore: 'Show older',
  loadError: 'Notifications could not be loaded.',
  unread: 'Unread',
  preferencesTitle: 'Notifications',
  preferencesIntro: 'Choose how PIXEL tells you of each thing that happens.',
  kindColumn: 'What happened',
  channels: { in_app: 'In the app', email: 'Email', push: 'Push' },
  digestLabel: 'Notification mail',
  digest: { immediate: 'As it happens', daily: 'Once a day' },
  saved: 'Your choices are saved.',
  push: {
    title: 'Push on this browser',
    turnOn: 'Turn on push on this browser',
    turnOff: 'Turn off push on this browser',
    on: 'Push is on for this browser.',
    off: 'Push is off for this browser.',
    unsupported: 'This browser cannot show push notifications.',
    denied:
      'This browser blocks notifications from PIXEL. Allow them in the browser’s site settings, then try again.',
    failed: 'Push could not be turned on. Please try again.',
  },
  kinds: {
    gift_received: 'A new gift',
    member_joined: 'A new member',
    membership_renewed: 'A membership renewed',
    new_follower: 'A new follower',
    purchase_made: 'A purchase of your Snap or Slide',
    gift_replied: 'A reply to your gift',
    payout_sent: 'A payout sent',
    payout_failed: 'A payout failed',
    payout_held: 'A payout on hold',
    refund_requested: 'A refund request',
    refund_answered: 'An answer to your refund request',
    membership_ending: 'Your membership about to end',
  } satisfies Record<NotificationKind, string>,
};
