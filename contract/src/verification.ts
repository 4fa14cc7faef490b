import { z } from 'zod';
import { pendingApproval, reasonRequest } from './admin.ts';
import { pageEnvelope } from './envelope.ts';
import { formatPesos } from './centavos.ts';
import { requiredText } from './fields.ts';
import { pageField } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { type Said, saidOf, says } from './said.ts';

/**
 * Identity verification (decision 0106): a creator gives their legal name, birth date and address, a photo
 * of a government ID and a selfie; PIXEL support checks them. The files are kept encrypted and only staff
 * who review identities may open them; the creator never reads them back.
 */

/**
 * The government IDs PIXEL takes, in the order the form lists them; `back`: the card has a back side that
 * is photographed too (a passport's data page has none).
 */
export const identityDocuments = {
  philsys: { label: 'PhilSys national ID', back: true },
  passport: { label: 'Passport', back: false },
  drivers_license: { label: "Driver's license", back: true },
  umid: { label: 'UMID', back: true },
  sss: { label: 'SSS ID', back: true },
  prc: { label: 'PRC ID', back: true },
  postal: { label: 'Postal ID', back: true },
  voters: { label: "Voter's ID", back: true },
} as const satisfies Record<string, { label: string; back: boolean }>;
export type IdentityDocumentType = keyof typeof identityDocuments;
export const identityDocumentTypes = Object.keys(identityDocuments) as [
  IdentityDocumentType,
  ...IdentityDocumentType[],
];

export const identityVerificationRules = {
  /** On the server's clock, in Manila: the 18th birthday counts. */
  minimumAge: 18,
  legalNameMax: 200,
  addressMax: 500,
  /** Each photo as sent, before the server re-encodes it. */
  maxBytes: 10 * 1024 * 1024,
  /** A photo smaller than this on either side is too small to read an ID from. */
  minSide: 300,
  /** The server keeps each photo at most this many pixels on its longer side, as a JPEG. */
  keptSide: 2400,
  /**
   * Past this much paid out in a calendar year (Manila), the creator verifies again before the payout that
   * passes it (decision 0107). Centavos.
   */
  renewalThreshold: 10_000_000,
  /** Hours a creator's first payout waits for review before it is sent (decision 0107). */
  firstPayoutReviewHours: 48,
  /** Years the details and photos are kept after the account is erased (anti-money laundering records). */
  keptYearsAfterErasure: 5,
} as const;

/** The photos of one verification, by the side they show, and the multipart field each is sent in. */
export const identityFileSides = ['front', 'back', 'selfie'] as const;
export type IdentityFileSide = (typeof identityFileSides)[number];
export const identityFileFields = { front: 'id_front', back: 'id_back', selfie: 'selfie' } as const;

const fileWords: Record<IdentityFileSide, string> = {
  front: 'photo of the front of your ID',
  back: 'photo of the back of your ID',
  selfie: 'selfie',
};

/** Where the creator's screen for verifying is: mails link to it. */
export const identityVerificationPath = '/dashboard/settings/verification';

export const identityVerificationMessages = {
  submitted: 'Thank you. PIXEL support is checking your details and will tell you by email.',
  /** 409 while one is waiting for support. */
  pending: 'We are still checking the details you sent. We will tell you by email when it is done.',
  /** 409 once approved. */
  approved: 'Your identity is already verified.',
  /** 409 once verified again for this year. */
  renewed: 'Your identity is already verified for this year.',
  birthDateRequired: 'The birth date field is required.',
  birthDateInvalid: 'The birth date is not a valid date.',
  underAge: `You must be ${identityVerificationRules.minimumAge} or older to receive payouts on PIXEL.`,
  fileRequired: (side: IdentityFileSide) => `The ${fileWords[side]} is required.`,
  fileNotImage: (side: IdentityFileSide) => `The ${fileWords[side]} must be a JPG, PNG or WebP photo.`,
  fileTooLarge: (side: IdentityFileSide) =>
    `The ${fileWords[side]} must not be greater than ${identityVerificationRules.maxBytes / 1024 / 1024} MB.`,
  fileTooSmall: (side: IdentityFileSide) =>
    `The ${fileWords[side]} is too small to read. Take it again closer, in good light.`,
  // staff
  approvedByStaff: 'Identity verified. The creator is told by email.',
  approvedOnce:
    'Your approval is recorded. A second staff member confirms it before the creator is verified.',
  rejectedByStaff: 'Verification rejected. The creator is told why by email and can send it again.',
  alreadyReviewed: 'This verification has been reviewed already.',
} as const;

const isMissing = (input: unknown) => input === undefined || input === null || input === '';
const birthDateRequired = says('fieldRequired', { field: 'birth date' });
const birthDateInvalid = says('fieldDate', { field: 'birth date' });

/**
 * The text fields of `POST /v1/user/verification` (multipart, beside the photos `id_front`, `id_back` for
 * an ID with a back, and `selfie`). The age is checked again on the server's clock.
 */
export const identityVerificationForm = z.object({
  legal_name: requiredText('legal name', identityVerificationRules.legalNameMax),
  birth_date: z
    .string({
      error: (issue) => (isMissing(issue.input) ? birthDateRequired : birthDateInvalid),
    })
    .trim()
    .min(1, birthDateRequired)
    .pipe(z.iso.date(birthDateInvalid).refine((day) => day >= '1900-01-01', birthDateInvalid)),
  address: requiredText('address', identityVerificationRules.addressMax),
  id_type: z.enum(identityDocumentTypes, {
    error: (issue) =>
      isMissing(issue.input)
        ? says('fieldRequired', { field: 'ID type' })
        : says('fieldSelectedInvalid', { field: 'ID type' }),
  }),
});
export type IdentityVerificationForm = z.infer<typeof identityVerificationForm>;

/** Whether someone born on `birthDate` (YYYY-MM-DD) is old enough on `today` (YYYY-MM-DD, in Manila). */
export function isOldEnough(birthDate: string, today: string) {
  const [year, monthDay] = [Number(birthDate.slice(0, 4)), birthDate.slice(4)];
  // someone born on 29 February comes of age on 1 March in a common year: "YYYY-02-29" sorts after the 28th
  return `${String(year + identityVerificationRules.minimumAge).padStart(4, '0')}${monthDay}` <= today;
}

/** none: never sent; pending: support is checking; approved; rejected: `reason` says why, send it again. */
export const identityVerificationStates = ['none', 'pending', 'approved', 'rejected'] as const;
export type IdentityVerificationState = (typeof identityVerificationStates)[number];

/** What the person gave, without the photos (which nobody but staff may open). */
export const identityVerificationDetails = z.object({
  legal_name: z.string(),
  birth_date: z.string(),
  address: z.string(),
  id_type: z.enum(identityDocumentTypes),
});

/** `GET /v1/user/verification`: the person's latest verification. */
export const identityVerification = z.object({
  state: z.enum(identityVerificationStates),
  /** Why support rejected it; null unless rejected. */
  reason: z.string().nullable(),
  submitted_at: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  details: identityVerificationDetails.nullable(),
  /**
   * Approved, but the year's payouts are about to pass the threshold: the creator verifies again (a new
   * submission is open) before the payout that passes it.
   */
  renewal_due: z.boolean(),
  /**
   * An approval is on file (the latest may be a yearly check again, pending or rejected): payouts below the
   * yearly threshold go.
   */
  verified: z.boolean(),
});
export type IdentityVerification = z.infer<typeof identityVerification>;
export const identityVerificationResponse = z.object({ data: identityVerification });
export const identityVerificationSubmittedResponse = z.object({
  data: z.object({ message: z.string(), verification: identityVerification }),
});

// staff

export const identityReviewStatuses = ['pending', 'approved', 'rejected'] as const;

/** A verification in support's queue: who sent it and what ID, without their details (opening one is audited). */
export const adminVerificationSummary = z.object({
  id: z.uuid(),
  status: z.enum(identityReviewStatuses),
  id_type: z.enum(identityDocumentTypes),
  user: z.object({ id: z.uuid(), page_url: z.string(), page_name: z.string(), email: z.string().nullable() }),
  submitted_at: z.string(),
  reviewed_at: z.string().nullable(),
});
export type AdminVerificationSummary = z.infer<typeof adminVerificationSummary>;

/** One verification for staff: the details, and the addresses of its photos (each look is audited). */
export const adminVerification = adminVerificationSummary.extend({
  legal_name: z.string(),
  birth_date: z.string(),
  address: z.string(),
  reason: z.string().nullable(),
  /** The staff member who approved or rejected it. */
  reviewed_by: z.string().nullable(),
  /** A first approval waiting for a second staff member to confirm it (decision 0121). */
  approval: pendingApproval.nullable(),
  files: z.array(z.object({ side: z.enum(identityFileSides), url: z.string() })),
  /** The person's earlier verifications, newest first, for support to compare. */
  earlier: z.array(adminVerificationSummary.pick({ id: true, status: true, submitted_at: true })),
});
export type AdminVerification = z.infer<typeof adminVerification>;

/** `GET /v1/admin/verifications`: oldest first, so the longest waiting is checked first. */
export const adminVerificationsQuery = z.object({
  status: z.enum(identityReviewStatuses, { error: says('statusPendingApprovedRejected') }).default('pending'),
  page: pageField,
});
export const adminVerificationsResponse = pageEnvelope(adminVerificationSummary);
export const adminVerificationParams = z.object({
  id: z.uuid(says('fieldSelectedInvalid', { field: 'verification' })),
});
export const adminVerificationFileParams = adminVerificationParams.extend({
  side: z.enum(identityFileSides, { error: says('sideFrontBackSelfie') }),
});
export const adminVerificationResponse = z.object({ data: adminVerification });
export const adminVerificationChangedResponse = z.object({
  data: z.object({ message: z.string(), verification: adminVerification }),
});

const decision = {
  params: adminVerificationParams,
  body: reasonRequest,
  // 202: approved once, the check waits for a second staff member (decision 0121)
  answers: { 200: adminVerificationChangedResponse, 202: adminVerificationChangedResponse },
} as const;

/** The schemas of `verificationCalls` (`calls/verification.ts`). */
export const verificationSchemas = {
  state: { answers: { 200: identityVerificationResponse } },
  // multipart: legal_name, birth_date, address, id_type, and the photos id_front, id_back (for an ID with
  // a back) and selfie, each checked on the server by decoding it, not by a JSON schema
  submit: { consumes: ['multipart/form-data'], answers: { 201: identityVerificationSubmittedResponse } },
  list: { query: adminVerificationsQuery, answers: { 200: adminVerificationsResponse } },
  view: { params: adminVerificationParams, answers: { 200: adminVerificationResponse } },
  file: {
    params: adminVerificationFileParams,
    produces: ['image/jpeg'],
    answers: { 200: z.string().describe('JPEG') },
  },
  approve: decision,
  reject: decision,
} as const satisfies SchemaTable;

/**
 * IdentityVerificationRequiredException's `data` (403 on a payout): where the creator's verification
 * stands, and whether it is the yearly check again that is missing.
 */
export const identityRequiredData = z.object({
  state: z.enum(identityVerificationStates),
  reason: z.string().nullable(),
  renewal: z.boolean(),
  verify_path: z.string(),
});
export type IdentityRequiredData = z.infer<typeof identityRequiredData>;

// '₱100,000': whole pesos, grouped without Intl, which would map ICU's number data into every process that
// loads the contract
const thresholdText = formatPesos(identityVerificationRules.renewalThreshold).replace(/\.00$/, '');

/**
 * What an IdentityVerificationRequiredException says for its data (decision 0142), by where the verification
 * stands: both the server's refusal and the web's panel before anything is asked.
 */
export function identityRequiredSaid(data: Pick<IdentityRequiredData, 'state' | 'reason' | 'renewal'>): Said {
  if (data.renewal && data.state === 'approved')
    return saidOf('identityRequiredRenewal', { threshold: thresholdText });
  if (data.state === 'pending') return saidOf('identityRequiredPending');
  if (data.state === 'rejected') {
    // support may end its reason with a full stop or not: the sentence ends with one either way
    return data.reason
      ? saidOf('identityRequiredRejectedWhy', { reason: data.reason.trim().replace(/\.+$/, '') })
      : saidOf('identityRequiredRejected');
  }
  return saidOf('identityRequiredNone');
}

/**
 * Whether the name on a bank account is the verified legal name (decision 0107): case, accents,
 * punctuation, middle names and initials aside, the first and last names match and every other name on
 * the account is one of the legal name's.
 */
export function namesMatch(legalName: string, accountName: string) {
  const words = (name: string) =>
    name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter((word) => word.length > 1);
  const legal = words(legalName);
  const account = words(accountName);
  if (legal.length === 0 || account.length === 0) return false;
  return (
    account[0] === legal[0] &&
    account.at(-1) === legal.at(-1) &&
    account.every((word) => legal.includes(word))
  );
}
