import { z } from 'zod';
import { supportEmail } from './constants.ts';
import { pageEnvelope } from './envelope.ts';
import { requiredText } from './fields.ts';
import { amountField, moneyString } from './money.ts';
import { mobileNumberField } from './payouts.ts';
import { heldGift } from './overlay.ts';
import { pageField } from './pagination.ts';
import { refundRequest } from './refund-requests.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * The staff side (decision 0098). Staff are accounts with one role, given and taken on the command line:
 * support (people, content, bank and number changes, refund requests), finance (refunds, payouts, holds,
 * ledger views), admin (staff and settings, and everything the other two may do).
 */
export const staffRoles = ['support', 'finance', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** What each staff action needs: a role in its list, or admin. */
export const staffPermissions = {
  /** Search people and read a person's page. */
  view_people: ['support', 'finance'],
  /** Suspend and unsuspend an account. */
  suspend: ['support'],
  /** Show a person's full bank account and mobile numbers, with a reason (each look is audited). */
  reveal_numbers: ['support', 'finance'],
  /** Review the gift messages creators' filters held, across creators: show or remove them. */
  review_messages: ['support'],
  /** Leave a note on a person's page. */
  write_notes: ['support', 'finance'],
  /** Read the audit trail. */
  read_audit: ['support', 'finance'],
  /** Refund a payment, and read the refunds the provider refused. */
  refund: ['finance'],
  /** Decide the refund requests creators left unanswered (decision 0100). */
  refund_requests: ['support'],
  /** Enter a creator's new payout bank or number, which they confirm with a code (decision 0101). */
  change_payout_details: ['support'],
  /** See payouts by status, hold and release one, ask the provider again about one (decision 0102). */
  review_payouts: ['finance'],
  /** Hide a photo post or Bloc post that breaks the rules, and show it again (decision 0103). */
  moderate_content: ['support'],
  /**
   * Review identity verifications: read a creator's legal name, birth date and address, open their ID
   * photos and selfie (each look audited), approve or reject (decision 0106).
   */
  review_identity: ['support'],
  /** Set a person's velocity limits (checkouts, first-day gifts, payouts) or put them back to the default (decision 0108). */
  set_limits: ['support', 'finance'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffPermission = keyof typeof staffPermissions;

export function staffMay(role: StaffRole, permission: StaffPermission) {
  return role === 'admin' || (staffPermissions[permission] as readonly StaffRole[]).includes(role);
}

/** The roles from lowest to highest: staff act on no account whose role is above their own (decision 0121). */
const staffRoleOrder: Record<StaffRole, number> = { support: 0, finance: 1, admin: 2 };

/** Whether an account with the role `other` is above a staff member with `role`; a non-staff one never is. */
export function staffOutranks(other: StaffRole | null, role: StaffRole) {
  return other !== null && staffRoleOrder[other] > staffRoleOrder[role];
}

/**
 * A refund of more than this (in centavos) needs a second staff member to confirm it, as every identity
 * approval does (decision 0121): ₱5,000, several times a typical gift or post, well below a large payout.
 */
export const REFUND_SECOND_APPROVAL_ABOVE = 500_000;

/**
 * The refusals of the rules staff act under (decision 0121), as the API writes them; the server catalogue
 * holds them with their Filipino.
 */
export const staffRuleMessages = {
  ownRecords: 'You cannot act on your own account or records. Another staff member does it.',
  higherRole: 'You cannot act on an account whose staff role is above yours.',
  secondApprover: 'You approved this already. A second staff member confirms it.',
  approvedMeanwhile: 'Another staff member approved this at the same moment. Open it again to confirm it.',
  /** `amount` as `₱6,000.00`. */
  refundAwaiting: (amount: string) =>
    `A refund of ${amount} waits for a second staff member. Confirm that amount, or cancel it first.`,
  noRefundAwaiting: 'No refund of this payment waits for a second staff member.',
} as const;

/** A first approval waiting for a second staff member to confirm it (decision 0121). */
export const pendingApproval = z.object({
  staff_user_id: z.uuid(),
  staff_email: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type PendingApproval = z.infer<typeof pendingApproval>;

/** A refund above the threshold, approved once, waiting for a second staff member (decision 0121). */
export const pendingRefundApproval = pendingApproval.extend({ amount: moneyString });
export type PendingRefundApproval = z.infer<typeof pendingRefundApproval>;

/** The screen's wording of each role. */
export const staffRoleLabels: Record<StaffRole, string> = {
  support: 'Support',
  finance: 'Finance',
  admin: 'Admin',
};

/** Staff sessions end after this long without a request (issue: staff sessions end after 30 minutes idle). */
export const STAFF_IDLE_MINUTES = 30;

/** What a suspended account is told when it signs in (403, `data.suspended`). */
export const accountSuspendedMessage = `Your account is suspended. Write to ${supportEmail} to ask why or to appeal.`;

/** Why a staff member changes something: every change asks for one, and the audit trail keeps it. */
export const reasonField = requiredText('reason', 500);

export const staffMeResponse = z.object({
  data: z.object({
    user_id: z.uuid(),
    email: z.string(),
    page_name: z.string(),
    role: z.enum(staffRoles),
    permissions: z.array(z.string()),
  }),
});
export type StaffMe = z.infer<typeof staffMeResponse>['data'];

export const accountStatuses = ['active', 'inactive', 'suspended'] as const;

/** A person in the staff's search results. */
export const adminUserSummary = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  page_url: z.string(),
  page_name: z.string(),
  status: z.enum(accountStatuses),
  /** The account waits to be erased (decision 0096). */
  closing: z.boolean(),
  created_at: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;

export const adminUserSearchQuery = z.object({
  search: z
    .string({ error: says('fieldRequired', { field: 'search' }) })
    .trim()
    .min(1, says('fieldRequired', { field: 'search' }))
    .max(100, says('fieldTooLong', { field: 'search', max: 100 })),
  page: pageField,
});

export const adminUserSearchResponse = pageEnvelope(adminUserSummary);

export const adminUserParams = z.object({ user_id: z.uuid(says('fieldSelectedInvalid', { field: 'user' })) });

const ledgerLine = z.object({
  transaction_no: z.string(),
  type: z.string(),
  description: z.string(),
  /** Which of the person's balances it moved: available, pending or payout_hold. */
  account: z.string(),
  amount: moneyString,
  created_at: z.string(),
});

const adminPayment = z.object({
  reference: z.string(),
  kind: z.string(),
  amount: moneyString,
  status: z.string(),
  /** The other side: the creator paid, or the supporter who paid (null for a visitor). */
  counterpart: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** The payment's refund, once there is one (decision 0099): a payment is refunded once. */
  refund_status: z.enum(['pending', 'succeeded', 'failed']).nullable(),
  /** A refund above the threshold approved once, waiting for a second staff member (decision 0121). */
  refund_approval: pendingRefundApproval.nullable(),
});

const adminPayout = z.object({
  reference: z.string(),
  method: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  amount: moneyString,
  fee: moneyString,
  status: z.string(),
  provider_payout_id: z.string().nullable(),
  failure_code: z.string().nullable(),
  created_at: z.string(),
});

/**
 * A bank's name against the verified legal name (decision 0107): `matches`; `differs`, so payouts to it
 * wait for staff; `approved` by staff although it differs; `unverified`: no legal name to compare yet.
 */
export const bankNameChecks = ['matches', 'differs', 'approved', 'unverified'] as const;
export type BankNameCheck = (typeof bankNameChecks)[number];

const adminBank = z.object({
  bank_slug: z.string(),
  bank_name: z.string(),
  account_name: z.string(),
  /** Masked: the last four digits. */
  account_number: z.string(),
  /** Masked: the last three digits. */
  mobile_number: z.string().nullable(),
  enabled: z.boolean(),
  name_check: z.enum(bankNameChecks),
  /** Why staff approved a name that differs. */
  name_approval_reason: z.string().nullable(),
});

const adminSession = z.object({
  browser: z.string().nullable(),
  system: z.string().nullable(),
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  last_seen_at: z.string(),
});

export const staffNote = z.object({
  id: z.uuid(),
  body: z.string(),
  staff_email: z.string(),
  created_at: z.string(),
});

/** A person's page for staff: who they are, their money and where it went, their sign-ins and notes. */
export const adminUserDetail = adminUserSummary.extend({
  bio: z.string().nullable(),
  email_verified_at: z.string().nullable(),
  suspended_at: z.string().nullable(),
  suspension_reason: z.string().nullable(),
  /** When the account will be erased, while it waits to be (decision 0096). */
  erase_at: z.string().nullable(),
  two_factor: z.boolean(),
  staff_role: z.enum(staffRoles).nullable(),
  balances: z.object({ available: moneyString, pending: moneyString, on_hold: moneyString }),
  /** The newest 20 entries of the person's balances. */
  ledger: z.array(ledgerLine),
  payments_made: z.array(adminPayment),
  payments_received: z.array(adminPayment),
  payouts: z.array(adminPayout),
  bank_accounts: z.array(adminBank),
  linked_account: z.object({ username: z.string(), mobile_number: z.string().nullable() }).nullable(),
  sessions: z.array(adminSession),
  /** The newest 20 refund requests the person asked for or received as a creator, newest first. */
  refund_requests: z.array(refundRequest),
  notes: z.array(staffNote),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;

export const adminUserResponse = z.object({ data: adminUserDetail });

export const reasonRequest = z.object({ reason: reasonField });

export const adminUserChangedResponse = z.object({
  data: z.object({ message: z.string(), user: adminUserDetail }),
});

export const staffNoteRequest = z.object({ body: requiredText('note', 2000) });
export const staffNoteResponse = z.object({ data: staffNote });

/** One line of the audit trail. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** Null for what was done on the command line (`npm run staff`). */
  staff_user_id: z.uuid().nullable(),
  staff_email: z.string(),
  staff_role: z.string(),
  action: z.string(),
  subject_user_id: z.uuid().nullable(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditQuery = z.object({
  staff: z
    .string()
    .trim()
    .max(254, says('fieldTooLong', { field: 'staff', max: 254 }))
    .optional(),
  user_id: z.uuid(says('fieldSelectedInvalid', { field: 'user' })).optional(),
  action: z
    .string()
    .trim()
    .max(64, says('fieldTooLong', { field: 'action', max: 64 }))
    .optional(),
  page: pageField,
});

export const auditResponse = pageEnvelope(auditEntry);

export const ADMIN_PAGE_SIZE = 20;

/** A payment by its reference, as staff name it (`G-…`, `P-…`, `M-…`). */
export const adminPaymentParams = z.object({
  reference: z
    .string()
    .trim()
    .min(1, says('fieldSelectedInvalid', { field: 'payment' }))
    .max(40, says('fieldSelectedInvalid', { field: 'payment' })),
});

/** `POST /v1/admin/payments/{reference}/refund`: all of a payment or a part, and why (decision 0099). */
export const adminRefundRequest = z.object({
  amount: amountField('amount').refine(
    (centavos) => centavos > 0,
    says('fieldAtLeast', { field: 'amount', min: '0.01' }),
  ),
  reason: reasonField,
});

export const adminRefund = z.object({
  reference: z.string(),
  amount: moneyString,
  /** pending until the provider gives the money back; failed when it refused (shown with its words). */
  status: z.enum(['pending', 'succeeded', 'failed']),
  /** What the creator gives back, what the platform's fee gives back, and what the creator then owes. */
  creator_share: moneyString,
  fee: moneyString,
  owed: moneyString,
  failure_reason: z.string().nullable(),
  note: z.string().nullable(),
  payee_page_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminRefund = z.infer<typeof adminRefund>;

/**
 * 200 with the refund under way, or 202 with `approval` when a refund above the threshold waits for a second
 * staff member, who confirms it by asking for the same amount (decision 0121).
 */
export const adminRefundResponse = z.object({
  data: z.object({
    message: z.string(),
    refund: adminRefund.nullable(),
    approval: pendingRefundApproval.nullable(),
  }),
});

/** `POST /v1/admin/payments/{reference}/refund/cancel`: a refund waiting for a second staff member, withdrawn. */
export const adminRefundCancelledResponse = z.object({ data: z.object({ message: z.string() }) });

/** The refunds the provider refused, newest first: finance's list. */
export const adminRefundsResponse = z.object({ data: z.array(adminRefund) });

/** A refund waiting for a second staff member, in finance's list of them (decision 0121). */
export const adminAwaitingRefund = pendingRefundApproval.extend({
  reference: z.string(),
  /** What the payment was, of which `amount` is to be refunded. */
  paid: moneyString,
  payee_user_id: z.uuid(),
  payee_page_url: z.string(),
});
export type AdminAwaitingRefund = z.infer<typeof adminAwaitingRefund>;

/** `GET /v1/admin/refunds/awaiting-approval`: oldest first, so the longest waiting is confirmed first. */
export const adminAwaitingRefundsResponse = z.object({ data: z.array(adminAwaitingRefund) });

/**
 * `POST /v1/admin/users/{user_id}/payout-changes`: support enters a creator's new payout bank (its account
 * name and number) or number; the creator confirms it with the code sent to what they have on file.
 */
export const adminPayoutChangeRequest = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('bank'),
      bank_slug: requiredText('bank', 100),
      account_name: requiredText('account name', 100),
      account_number: requiredText('account number', 34).regex(/^\d+$/, says('accountNumberDigits')),
      reason: reasonField,
    }),
    z.object({ kind: z.literal('mobile_number'), mobile_number: mobileNumberField, reason: reasonField }),
  ],
  { error: says('kindBankOrMobileNumber') },
);

/** The change itself, as the payouts feature takes it: the request without its reason. */
export type PayoutDetailsChange =
  | { kind: 'bank'; bank_slug: string; account_name: string; account_number: string }
  | { kind: 'mobile_number'; mobile_number: string };

export const adminPayoutChangeResponse = z.object({
  data: z.object({ message: z.string(), id: z.uuid(), sent_to: z.string() }),
});

/** A payout as finance reviews it (decision 0102). */
export const adminReviewPayout = z.object({
  reference: z.string(),
  page_url: z.string(),
  method: z.string(),
  bank_name: z.string(),
  /** Masked: the last four digits. */
  account_number: z.string(),
  amount: moneyString,
  fee: moneyString,
  status: z.enum(['pending', 'completed', 'failed']),
  provider_payout_id: z.string().nullable(),
  failure_code: z.string().nullable(),
  /** The provider's own words when it refused the payout, or why it was given up (decision 0126). */
  failure_detail: z.string().nullable().optional(),
  /** When the provider took it; null while it has not. */
  submitted_at: z.string().nullable(),
  /** How often the provider was asked (or sent it) without a final answer. */
  check_attempts: z.number().int(),
  next_check_at: z.string().nullable(),
  held_at: z.string().nullable(),
  hold_reason: z.string().nullable(),
  /** A first payout in its review: sent then unless held (decision 0107). */
  review_until: z.string().nullable(),
  created_at: z.string(),
});
export type AdminReviewPayout = z.infer<typeof adminReviewPayout>;

export const adminPayoutsQuery = z.object({
  status: z.enum(['pending', 'review', 'held', 'completed', 'failed']).default('pending'),
  page: pageField,
});
export const adminPayoutsResponse = pageEnvelope(adminReviewPayout);
export const adminPayoutParams = z.object({
  reference: z
    .string()
    .trim()
    .min(1, says('fieldSelectedInvalid', { field: 'payout' }))
    .max(40, says('fieldSelectedInvalid', { field: 'payout' })),
});
export const adminPayoutChangedResponse = z.object({
  data: z.object({ message: z.string(), payout: adminReviewPayout }),
});

/** `POST /v1/admin/users/{user_id}/reveal`: the numbers a person's page masks, shown for a reason. */
export const adminRevealResponse = z.object({
  data: z.object({
    bank_accounts: z.array(
      z.object({ bank_name: z.string(), account_number: z.string(), mobile_number: z.string().nullable() }),
    ),
    linked_account: z.object({ username: z.string(), mobile_number: z.string().nullable() }).nullable(),
  }),
});

/** A gift message a creator's filter held, as support's review lists it (oldest first, 100 at most). */
export const adminHeldMessage = heldGift.extend({ creator_user_id: z.uuid(), creator_page_url: z.string() });
export type AdminHeldMessage = z.infer<typeof adminHeldMessage>;
export const adminHeldMessagesResponse = z.object({ data: z.array(adminHeldMessage) });
export const adminHeldMessageParams = z.object({
  gift_id: z.uuid(says('fieldSelectedInvalid', { field: 'gift' })),
});
export const adminMessageChangedResponse = z.object({ data: z.object({ message: z.string() }) });

/** A post as staff see it on a person's page: a Snap, a Slide or a Bloc post, whoever may see it. */
export const adminPost = z.object({
  kind: z.enum(['snap', 'slide', 'bloc']),
  id: z.uuid(),
  /** The caption, or the Bloc post's title or the start of its text. */
  text: z.string().nullable(),
  /** The first photo's blurred preview (a Bloc post's picture), for staff to tell posts apart. */
  preview_url: z.string().nullable(),
  /** Who may see it: public, supporters, members, paid, unpublished (by its creator) or deleted. */
  audience: z.enum(['public', 'supporters', 'members', 'paid', 'unpublished', 'deleted']),
  /** Its price, for a paid photo post. */
  price: moneyString.nullable(),
  purchase_count: z.number().int(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});
export type AdminPost = z.infer<typeof adminPost>;

/** `GET /v1/admin/users/{user_id}/posts`: the person's photo posts and Bloc posts, newest first. */
export const adminPostsQuery = z.object({ page: pageField });
export const adminPostsResponse = pageEnvelope(adminPost);

/** `POST /v1/admin/posts/{kind}/{post_id}/hide` and `/show`, with a reason. */
export const adminPostParams = z.object({
  kind: z.enum(['photo', 'bloc'], { error: says('kindPhotoOrBloc') }),
  post_id: z.uuid(says('fieldSelectedInvalid', { field: 'post' })),
});
export const adminPostChangedResponse = z.object({
  data: z.object({ message: z.string(), post: adminPost }),
});

/** On a creator's own post: staff hid it, when and why (null when they did not). */
export const hiddenByStaff = z.object({ at: z.string(), reason: z.string() }).nullable();

/** `POST /v1/admin/users/{user_id}/banks/{bank_slug}/approve-name`. */
export const adminBankParams = z.object({
  user_id: z.uuid(says('fieldSelectedInvalid', { field: 'person' })),
  bank_slug: z.string().trim().min(1).max(100),
});

const reasoned = { body: reasonRequest } as const;

/** The schemas of `adminCalls` (`calls/admin.ts`). */
export const adminSchemas = {
  me: { answers: { 200: staffMeResponse } },
  search: { query: adminUserSearchQuery, answers: { 200: adminUserSearchResponse } },
  view: { params: adminUserParams, answers: { 200: adminUserResponse } },
  suspend: { params: adminUserParams, ...reasoned, answers: { 200: adminUserChangedResponse } },
  unsuspend: { params: adminUserParams, ...reasoned, answers: { 200: adminUserChangedResponse } },
  reveal: { params: adminUserParams, ...reasoned, answers: { 200: adminRevealResponse } },
  addNote: { params: adminUserParams, body: staffNoteRequest, answers: { 201: staffNoteResponse } },
  // 202: approved once, the refund waits for a second staff member (decision 0121)
  refund: {
    params: adminPaymentParams,
    body: adminRefundRequest,
    answers: { 200: adminRefundResponse, 202: adminRefundResponse },
  },
  cancelRefund: { params: adminPaymentParams, ...reasoned, answers: { 200: adminRefundCancelledResponse } },
  proposePayoutChange: {
    params: adminUserParams,
    body: adminPayoutChangeRequest,
    answers: { 200: adminPayoutChangeResponse },
  },
  approveBankName: { params: adminBankParams, ...reasoned, answers: { 200: adminUserChangedResponse } },
  payouts: { query: adminPayoutsQuery, answers: { 200: adminPayoutsResponse } },
  holdPayout: { params: adminPayoutParams, ...reasoned, answers: { 200: adminPayoutChangedResponse } },
  releasePayout: { params: adminPayoutParams, ...reasoned, answers: { 200: adminPayoutChangedResponse } },
  retryPayout: { params: adminPayoutParams, ...reasoned, answers: { 200: adminPayoutChangedResponse } },
  heldMessages: { answers: { 200: adminHeldMessagesResponse } },
  approveMessage: {
    params: adminHeldMessageParams,
    ...reasoned,
    answers: { 200: adminMessageChangedResponse },
  },
  removeMessage: {
    params: adminHeldMessageParams,
    ...reasoned,
    answers: { 200: adminMessageChangedResponse },
  },
  failedRefunds: { answers: { 200: adminRefundsResponse } },
  awaitingRefunds: { answers: { 200: adminAwaitingRefundsResponse } },
} as const satisfies SchemaTable;

/** The schemas of `auditCalls` (`calls/audit.ts`). */
export const auditSchemas = {
  list: { query: auditQuery, answers: { 200: auditResponse } },
} as const satisfies SchemaTable;

const postChange = {
  params: adminPostParams,
  ...reasoned,
  answers: { 200: adminPostChangedResponse },
} as const;

/** The schemas of `moderationCalls` (`calls/moderation.ts`). */
export const moderationSchemas = {
  posts: { params: adminUserParams, query: adminPostsQuery, answers: { 200: adminPostsResponse } },
  hide: postChange,
  show: postChange,
} as const satisfies SchemaTable;
