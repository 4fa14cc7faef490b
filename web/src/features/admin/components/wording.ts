import {
  staffRoleLabels,
  type AdminPost,
  type AdminReviewPayout,
  type AdminUserSummary,
  type AdminVerification,
  type BankNameCheck,
  type RefundRequest,
  type RefundRequestStatus,
  type VelocityLimitKey,
} from '@pixel/contract';
import type { PayoutReviewStatus } from '../api/payouts';

/** `goal_gift` -> `Goal gift`: the API's names of kinds and statuses, as a sentence writes them. */
export function humanize(value: string): string {
  const words = value.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const accountStatusLabels: Record<AdminUserSummary['status'], string> = {
  active: 'Active',
  inactive: 'Inactive',
  suspended: 'Suspended',
};

/** The person's balances, as the ledger's `account` names them. */
const balanceLabels: Record<string, string> = {
  available: 'Available',
  pending: 'Pending',
  payout_hold: 'On hold',
};
export const balanceLabel = (account: string) => balanceLabels[account] ?? humanize(account);

/** A role at the time of an audit line; the command line's is not one of the staff roles. */
export const roleLabel = (role: string) =>
  role in staffRoleLabels ? staffRoleLabels[role as keyof typeof staffRoleLabels] : humanize(role);

/** The actions the audit trail records, with what each means. */
export const auditActions = {
  'person.view': "Looked at a person's page",
  'person.reveal': "Showed a person's full numbers",
  'person.suspend': 'Suspended an account',
  'person.unsuspend': 'Lifted a suspension',
  'payment.refund': 'Refunded a payment',
  'payment.refund_first_approval': 'Approved a refund, for a second staff member to confirm',
  'payment.refund_cancel': 'Cancelled a refund waiting for a second approval',
  'refund_request.approve': 'Approved a refund request',
  'refund_request.decline': 'Declined a refund request',
  'payout_details.propose': 'Entered new payout details',
  'bank.approve_name': 'Approved the name on a bank account',
  'payout.hold': 'Held a payout',
  'payout.release': 'Released a payout',
  'payout.retry': 'Asked the provider again about a payout',
  'held_message.approve': "Showed a held gift's message",
  'held_message.remove': "Removed a held gift's name and message",
  'post.hide': 'Hid a post',
  'post.show': 'Showed a hidden post again',
  'identity.view': 'Looked at an identity check',
  'identity.file_view': 'Looked at an identity photo',
  'identity.approve': 'Approved an identity check',
  'identity.reject': 'Rejected an identity check',
  'identity.first_approval': 'Approved an identity check, for a second staff member to confirm',
  'limit.set': "Set a person's limit",
  'limit.reset': "Put a person's limit back to the default",
  'staff.add': 'Made someone staff',
  'staff.remove': 'Removed someone from staff',
} as const satisfies Record<string, string>;

export const auditActionLabel = (action: string) =>
  action in auditActions ? auditActions[action as keyof typeof auditActions] : action;

/** The provider's codes for a refused refund, where there are words for them. */
const refundFailures: Record<string, string> = {
  refund_not_allowed: "Past the payment's refund window",
};
/** A refused refund's answer is the provider's code, then its own words after a colon (decision 0126). */
export const refundFailureLabel = (answer: string) => refundFailures[answer.split(':')[0]!] ?? answer;

/** Support's queue, by status, as its tabs name them. */
export const refundRequestStatusLabels: Record<RefundRequestStatus, string> = {
  with_support: 'With support',
  awaiting_creator: 'Waiting for the creator',
  refunded: 'Refunded',
  declined: 'Declined',
};

export const refundRequestKindLabels: Record<RefundRequest['kind'], string> = {
  purchase: 'Post',
  membership: 'Membership',
};

/**
 * Finance's payout tabs, as they name them: In review is the first payouts waiting out their review
 * (decision 0107), On hold the pending payouts held.
 */
export const payoutTabLabels: Record<PayoutReviewStatus, string> = {
  pending: 'Pending',
  review: 'In review',
  held: 'On hold',
  completed: 'Completed',
  failed: 'Failed',
};

/** A payout's status as its row says it: a pending one on hold is On hold, one waiting out its review In review. */
export function payoutStatusLabel(payout: Pick<AdminReviewPayout, 'status' | 'held_at' | 'review_until'>) {
  if (payout.status === 'pending' && payout.held_at) return payoutTabLabels.held;
  if (payout.status === 'pending' && payout.review_until) return payoutTabLabels.review;
  return payoutTabLabels[payout.status];
}

/** A bank account's name against the verified legal name, as its badge on a person's page says it. */
export const bankNameCheckLabels: Record<BankNameCheck, string> = {
  matches: 'Name matches',
  differs: 'Name differs',
  approved: 'Name approved',
  unverified: 'Not verified yet',
};

/** A post on a person's page, by its kind. */
export const postKindLabels: Record<AdminPost['kind'], string> = {
  snap: 'Snap',
  slide: 'Slide',
  bloc: 'Bloc post',
};

/** Who may see a post, as its row says it. */
export const postAudienceLabels: Record<AdminPost['audience'], string> = {
  public: 'Public',
  supporters: 'Supporters',
  members: 'Members',
  paid: 'Paid',
  unpublished: 'Unpublished',
  deleted: 'Deleted',
};

/** Support's identity checks, by status, as their tabs and rows name them. */
export const verificationStatusLabels: Record<AdminVerification['status'], string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** The photos of an identity check, as their pictures are named (their alt text) and captioned. */
export const verificationPhotoLabels: Record<AdminVerification['files'][number]['side'], string> = {
  front: 'ID front',
  back: 'ID back',
  selfie: 'Selfie',
};

/** What each velocity limit holds a person to (decision 0108), under its name. */
export const limitDescriptions: Record<VelocityLimitKey, string> = {
  checkouts_per_hour: 'Checkouts they may open in any hour: gifts, posts and memberships.',
  new_account_gifts_first_day: 'Gifts they may send in the 24 hours after they signed up.',
  payouts_per_day: 'Payouts they may ask for in any 24 hours.',
  new_creator_payout_ceiling: 'The most they may withdraw in their first 30 days; more waits for review.',
};
