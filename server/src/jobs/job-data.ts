import type { StorageArea } from '../providers/storage/storage.ts';

/** What each job carries. A job's data is JSON: keys and addresses, never a Buffer. */
export interface JobData {
  'send-mail': { to: string; subject: string; text: string };
  /** `code`: the one-time code the text carries, sent through the gateway's route for codes. */
  'send-sms': { to: string; text: string; code?: string };
  'remove-files': { files: { key: string; area: StorageArea }[] };
  'send-receipts': { paymentIds: string[] };
  'deliver-creator-webhook': { deliveryId: string };
  /** Without ids: the hourly sweep of refunds still pending a day after they were written. */
  'refund-payments': { refundIds?: string[] };
  'release-pending-balances': object;
  'purge-deleted-photo-posts': object;
  'poll-payouts': object;
  'reconcile-payments': object;
  'clean-storage': object;
  'purge-overlay-events': object;
  'forget-idempotency-keys': object;
  /** Membership reminders, renewals and the end of lapsed ones. */
  'membership-renewals': object;
  /** The ZIP of a person's data (decision 0097). */
  'build-data-export': { exportId: string };
  /** The removal of exports past their download time. */
  'expire-data-exports': object;
  /** The erasure of every account whose 30 days after its owner asked are over (decision 0096). */
  'erase-accounts': object;
  /** Refund requests a creator left unanswered past their 3 days go to support (decision 0100). */
  'escalate-refund-requests': object;
  /** Identity verifications of erased accounts, and their files, once their years are kept (decision 0106). */
  'purge-identity-verifications': object;
  /** Tax details of erased accounts, and their certificates, once their years are kept (decision 0125). */
  'purge-tax-details': object;
  /** A notification handed to mail and push by its person's choices (decision 0111). */
  'deliver-notification': { notificationId: string };
  /** One notification to one browser's push service (decision 0112). */
  'send-push': { notificationId: string; subscriptionId: string };
  /** The daily mail of notifications for those who chose it. */
  'notification-digests': object;
  /** A gift's message read aloud, made ahead of the overlay's ask (decision 0145). */
  'speak-gift': { giftId: string };
  /**
   * A new post told to its creator's followers (decision 0133). `excerpt`: the start of its words, only of
   * a post everyone may open.
   */
  'notify-followers': {
    creatorUserId: string;
    postId: string;
    post: 'snap' | 'slide' | 'bloc';
    access: 'free' | 'paid' | 'members' | 'supporters';
    excerpt: string | null;
  };
  /** Gifts of a membership or a post: delivered on their date, refunded 90 days unclaimed (decision 0153). */
  'gift-items': object;
  /**
   * Members' Discord roles made to match their memberships (decision 0160): one member of one creator when
   * both are given; else every member due a change, of one creator or one member when told (each minute).
   */
  'discord-roles': { creatorUserId?: string; memberUserId?: string };
  /** Members' places in Telegram groups made to match their memberships, as `discord-roles` (decision 0160). */
  'telegram-invites': { creatorUserId?: string; memberUserId?: string };
  /** A shop's checkouts that ended unpaid give back their units of stock (decision 0159). */
  'shop-checkouts': object;
  /** The photos' fingerprints for the leak lookup, made ahead for those without one (decision 0166). */
  'photo-fingerprints': object;
  /**
   * Commissions (decision 0165): requests unanswered 7 days refunded, checkouts that ended unpaid freeing
   * their slot, reference images no request took removed.
   */
  commissions: object;
  /** Scheduled Bloc posts published, and early access ended, when their time comes (decision 0157). */
  'publish-scheduled-bloc-posts': object;
  /** Scheduled Snaps and Slides published, and early access ended, when their time comes (decision 0157). */
  'publish-scheduled-photo-posts': object;
}
export type JobName = keyof JobData;
