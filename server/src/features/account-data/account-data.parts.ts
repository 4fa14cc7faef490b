import { formatPesos, identityDocuments, reactionKinds, supportEmail } from '@pixel/contract';
import { CSV_BOM, csvField } from '../../lib/csv.ts';
import { maskAccountNumber } from '../../lib/mobile.ts';
import type { AccountDataRepository } from './account-data.repository.ts';

/** A value of an export's row: what a JSON file holds, and a CSV cell writes (a list joined by "; "). */
export type Cell = string | number | boolean | null | string[];
type Row = Record<string, Cell>;

/** One column: its name, how a row gives it, and whether its text is an amount (never led by an apostrophe). */
type Column<R> = { key: string; value: (row: R) => Cell; amount?: boolean };

/** One part of an export: `<name>.json` and `<name>.csv`, explained in README.txt by `about`. */
export interface Part {
  name: string;
  about: string;
  columns: string[];
  rows: Row[];
  /** The columns that hold formatted amounts ("-₱15.00" is not a formula to guard against). */
  amountColumns: string[];
  /** The part is one record (the profile): its JSON is an object, not a list. */
  single?: boolean;
}

const col = <R>(key: string, value: (row: R) => Cell): Column<R> => ({ key, value });
const at = (value: Date | null | undefined) => value?.toISOString() ?? null;
/** An amount twice: centavos, for programs, and "₱1,234.50", for people. */
const money = <R>(key: string, value: (row: R) => number | null): Column<R>[] => [
  { key: `${key}_centavos`, value },
  {
    key,
    value: (row) => {
      const centavos = value(row);
      return centavos === null ? null : formatPesos(centavos);
    },
    amount: true,
  },
];

const mobile = (value: string | null) => (value ? `+63${value}` : null);

const tools = { col, money };

/** A part from its rows; its columns are given a function of the tools, so they are typed by the rows. */
function part<R>(
  name: string,
  about: string,
  columns: (t: { col: typeof col<R>; money: typeof money<R> }) => (Column<R> | Column<R>[])[],
  rows: R[],
  options: { single?: boolean } = {},
): Part {
  const flat = columns(tools).flat();
  return {
    name,
    about,
    columns: flat.map((column) => column.key),
    rows: rows.map((row) => Object.fromEntries(flat.map((column) => [column.key, column.value(row)]))),
    amountColumns: flat.filter((column) => column.amount).map((column) => column.key),
    ...options,
  };
}

/** A part's CSV file (RFC 4180, UTF-8 with a byte order mark): a header, then a line per row. */
export function partCsv(p: Part) {
  const amounts = new Set(p.amountColumns);
  const cell = (key: string, value: Cell) => {
    if (value === null) return '';
    if (Array.isArray(value)) return csvField(value.join('; '));
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return csvField(value, amounts.has(key) ? 'amount' : 'text');
  };
  const lines = [
    p.columns.map((key) => csvField(key)).join(','),
    ...p.rows.map((row) => p.columns.map((key) => cell(key, row[key] ?? null)).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A part's JSON file: the rows (or the one record), two spaces deep. */
export const partJson = (p: Part) => `${JSON.stringify(p.single ? (p.rows[0] ?? null) : p.rows, null, 2)}\n`;

/** A file of the account's put in the ZIP under `path`. */
export interface ExportFile {
  path: string;
  key: string;
  area: 'public' | 'private';
  /** What it is: a post's photo, an avatar, a cover, another upload. */
  kind: string;
  /** The post it belongs to, for a post's photo. */
  postId: string | null;
  uploadedAt: Date;
}

type Read<K extends keyof AccountDataRepository> = Awaited<ReturnType<AccountDataRepository[K]>>;

const basename = (key: string) => key.split('/').pop()!;

/** The files of the account's: every post's original photos, and the uploads no post took. */
export function exportFiles(input: { photos: Read<'photosOf'>; uploads: Read<'uploadedOriginals'> }) {
  const files: ExportFile[] = input.photos.map(({ photo }) => ({
    path: `files/posts/${photo.postId}/${photo.position + 1}-${basename(photo.originalKey)}`,
    key: photo.originalKey,
    area: 'private',
    kind: 'post photo',
    postId: photo.postId,
    uploadedAt: photo.createdAt,
  }));
  for (const upload of input.uploads) {
    files.push({
      path: `files/${upload.kind}s/${basename(upload.key)}`,
      key: upload.key,
      // an upload no post or field took stays private; the others are public
      area: upload.kind === 'upload' && !upload.claimedAt ? 'private' : 'public',
      kind: upload.kind,
      postId: null,
      uploadedAt: upload.createdAt,
    });
  }
  return files;
}

/** Everything the repository read for one account, as the parts need it. */
export interface AccountData {
  account: NonNullable<Read<'account'>>;
  photoPosts: Read<'photoPosts'>;
  photos: Read<'photosOf'>;
  blocPosts: Read<'blocPosts'>;
  goals: Read<'goals'>;
  questionsReceived: Read<'questionsReceived'>;
  questionsAsked: Read<'questionsAsked'>;
  giftsSent: Read<'giftsSent'>;
  giftsReceived: Read<'giftsReceived'>;
  purchasesMade: Read<'purchasesMade'>;
  sales: Read<'sales'>;
  membershipsHeld: Read<'membershipsHeld'>;
  tiers: Read<'tiers'>;
  members: Read<'members'>;
  statementLines: Read<'statementLines'>;
  payouts: Read<'payouts'>;
  banks: Read<'banks'>;
  linkedAccounts: Read<'linkedAccounts'>;
  sessions: Read<'sessions'>;
  knownDevices: Read<'knownDevices'>;
  referrals: Read<'referrals'>;
  twoFactor: Read<'twoFactor'>;
  passkeys: Read<'passkeys'>;
  identityVerifications: Read<'identityVerifications'>;
  following: Read<'following'>;
  followers: Read<'followers'>;
  blocked: Read<'blocked'>;
  reactions: Read<'reactions'>;
  blockedPhrases: Read<'blockedPhrases'>;
  webhookEndpoints: Read<'webhookEndpoints'>;
  notifications: Read<'notifications'>;
}

type FileRow = ExportFile & { included: boolean; bytes: number | null };

/** The parts of an export, in the order README.txt lists them. */
export function exportParts(data: AccountData, files: FileRow[]): Part[] {
  const { user, referrer, topic } = data.account;
  const enabledBank = data.banks.find((bank) => !bank.isDisabled);
  const photosOf = new Map<string, string[]>();
  for (const file of files) {
    if (file.postId) photosOf.set(file.postId, [...(photosOf.get(file.postId) ?? []), file.path]);
  }
  const person = (pageName: string | null, pageUrl: string | null) =>
    pageUrl ? `${pageName} (${pageUrl})` : null;

  return [
    part(
      'profile',
      'Your account and public page: page name and address, email, bio, images, mobile number, referral code, Ask Me Anything page.',
      ({ col }) => [
        col('page_name', () => user.pageName),
        col('page_url', () => user.pageUrl),
        col('email', () => user.email),
        col('email_verified_at', () => at(user.emailVerifiedAt)),
        col('status', () => user.status),
        col('bio', () => user.bio),
        col('avatar', () => user.avatar),
        col('cover_photo', () => user.coverPhoto),
        // the number payouts and codes go to: the enabled bank's, else the linked e-payment account's
        col('mobile_number', () =>
          mobile(enabledBank?.mobileNumber ?? data.linkedAccounts[0]?.mobileNumber ?? null),
        ),
        col('referral_code', () => user.referralCode),
        col('referred_by', () => (referrer ? person(referrer.pageName, referrer.pageUrl) : null)),
        col('supporters', () => user.donationCount),
        col('followers', () => user.followerCount),
        col('ask_me_anything_title', () => topic?.title ?? null),
        col('ask_me_anything_description', () => topic?.description ?? null),
        col('ask_me_anything_banner', () => topic?.bannerImage ?? null),
        col('created_at', () => at(user.createdAt)),
        col('deactivated_at', () => at(user.deactivatedAt)),
      ],
      [user],
      { single: true },
    ),
    part(
      'posts',
      'Your Snaps (one photo) and Snap Slides (several): caption, price, who may see them, and their photos (the files are under files/posts/).',
      ({ col, money }) => [
        col('id', (r) => r.post.id),
        col('kind', (r) => r.post.kind),
        col('caption', (r) => r.post.caption),
        ...money('price', (r) => r.post.amount),
        col('members_only_from_tier', (r) => r.tierName),
        col('is_published', (r) => r.post.isPublished),
        col('purchase_count', (r) => r.post.purchaseCount),
        col('photos', (r) => photosOf.get(r.post.id) ?? []),
        col('created_at', (r) => at(r.post.createdAt)),
        col('deleted_at', (r) => at(r.post.deletedAt)),
      ],
      data.photoPosts,
    ),
    part(
      'bloc-posts',
      'Your Bloc posts: title, text, image and who may read them.',
      ({ col }) => [
        col('id', (r) => r.post.id),
        col('title', (r) => r.post.title),
        col('body', (r) => r.post.body),
        col('image', (r) => r.post.image),
        col('visibility', (r) => r.post.visibility),
        col('members_only_from_tier', (r) => r.tierName),
        col('created_at', (r) => at(r.post.createdAt)),
        col('updated_at', (r) => at(r.post.updatedAt)),
      ],
      data.blocPosts,
    ),
    part(
      'goals',
      'Your goals: what you saved for, the target and what supporters gave.',
      ({ col, money }) => [
        col('id', (r) => r.id),
        col('title', (r) => r.title),
        col('description', (r) => r.description),
        ...money('target', (r) => r.targetAmount),
        ...money('raised', (r) => r.raisedAmount),
        col('end_date', (r) => r.endDate),
        col('cover_image', (r) => r.coverImage),
        col('status', (r) => r.status),
        col('created_at', (r) => at(r.createdAt)),
        col('closed_at', (r) => at(r.closedAt)),
      ],
      data.goals,
    ),
    part(
      'questions-received',
      'Questions asked on your Ask Me Anything page, and your answers.',
      ({ col }) => [
        col('id', (r) => r.question.id),
        col('asked_by', (r) => r.question.askerName ?? r.askerPageUrl),
        col('question', (r) => r.question.body),
        col('answer', (r) => r.question.answer),
        col('answered_at', (r) => at(r.question.answeredAt)),
        col('is_hidden', (r) => r.question.isHidden),
        col('asked_at', (r) => at(r.question.createdAt)),
      ],
      data.questionsReceived,
    ),
    part(
      'questions-asked',
      "Questions you asked on creators' Ask Me Anything pages, and their answers.",
      ({ col }) => [
        col('id', (r) => r.question.id),
        col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
        col('question', (r) => r.question.body),
        col('answer', (r) => r.question.answer),
        col('asked_at', (r) => at(r.question.createdAt)),
      ],
      data.questionsAsked,
    ),
    part(
      'gifts-sent',
      'Gifts you sent to creators, with the name and message you gave, and whether they were paid.',
      ({ col, money }) => [
        col('reference', (r) => r.reference),
        col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
        col('goal', (r) => r.goalTitle),
        ...money('amount', (r) => r.gift.amount),
        col('name_shown', (r) => r.gift.supporterName),
        col('message', (r) => r.gift.supporterMessage),
        col('is_anonymous', (r) => r.gift.isAnonymous),
        col('reply', (r) => r.gift.reply),
        col('payment_status', (r) => r.status),
        col('created_at', (r) => at(r.gift.createdAt)),
        col('paid_at', (r) => at(r.gift.settledAt)),
      ],
      data.giftsSent,
    ),
    part(
      'gifts-received',
      'Gifts supporters sent you (paid ones), with their names and messages; an anonymous gift names no account.',
      ({ col, money }) => [
        col('reference', (r) => r.reference),
        col('from', (r) =>
          r.gift.isAnonymous
            ? 'Anonymous'
            : (r.gift.supporterName ??
              (r.supporterPageUrl ? person(r.supporterPageName, r.supporterPageUrl) : null)),
        ),
        col('goal', (r) => r.goalTitle),
        ...money('amount', (r) => r.gift.amount),
        col('message', (r) => r.gift.supporterMessage),
        col('reply', (r) => r.gift.reply),
        col('is_hidden', (r) => r.gift.isHidden),
        col('paid_at', (r) => at(r.gift.settledAt)),
      ],
      data.giftsReceived,
    ),
    part(
      'purchases',
      'Snaps and Slides you bought, and whether they were paid.',
      ({ col, money }) => [
        col('reference', (r) => r.reference),
        col('post_id', (r) => r.purchase.postId),
        col('kind', (r) => r.purchase.postKind),
        col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
        ...money('amount', (r) => r.purchase.amount),
        col('is_anonymous', (r) => r.purchase.isAnonymous),
        col('payment_status', (r) => r.status),
        col('created_at', (r) => at(r.purchase.createdAt)),
        col('paid_at', (r) => at(r.purchase.settledAt)),
      ],
      data.purchasesMade,
    ),
    part(
      'sales',
      'Your Snaps and Slides that supporters bought; an anonymous purchase names no account.',
      ({ col, money }) => [
        col('reference', (r) => r.reference),
        col('post_id', (r) => r.purchase.postId),
        col('kind', (r) => r.purchase.postKind),
        col('buyer', (r) => (r.purchase.isAnonymous ? 'Anonymous' : person(r.buyerPageName, r.buyerPageUrl))),
        ...money('amount', (r) => r.purchase.amount),
        col('paid_at', (r) => at(r.purchase.settledAt)),
      ],
      data.sales,
    ),
    part(
      'memberships',
      "Your memberships of creators' pages: the tier, the period and what you paid.",
      ({ col, money }) => [
        col('creator', (r) => person(r.creatorPageName, r.creatorPageUrl)),
        col('tier', (r) => r.tierName),
        ...money('monthly_price', (r) => r.tierPrice),
        col('months_per_period', (r) => r.membership.months),
        col('status', (r) => r.membership.status),
        col('auto_renew', (r) => r.membership.autoRenew),
        ...money('total_paid', (r) => r.membership.totalPaid),
        col('started_at', (r) => at(r.membership.startedAt)),
        col('ends_at', (r) => at(r.membership.endsAt)),
        col('cancelled_at', (r) => at(r.membership.cancelledAt)),
      ],
      data.membershipsHeld,
    ),
    part(
      'membership-tiers',
      'The membership tiers of your page: price, description, benefits and discounts.',
      ({ col, money }) => [
        col('id', (r) => r.id),
        col('name', (r) => r.name),
        ...money('monthly_price', (r) => r.price),
        col('description', (r) => r.description),
        col('benefits', (r) => r.benefits),
        col('discount_6_months_percent', (r) => r.discount6),
        col('discount_12_months_percent', (r) => r.discount12),
        col('image', (r) => r.image),
        col('status', (r) => r.status),
        col('created_at', (r) => at(r.createdAt)),
      ],
      data.tiers,
    ),
    part(
      'members',
      'The members of your page: who, which tier, since when, and what they paid.',
      ({ col, money }) => [
        col('member', (r) => person(r.supporterPageName, r.supporterPageUrl)),
        col('tier', (r) => r.tierName),
        col('status', (r) => r.membership.status),
        ...money('total_paid', (r) => r.membership.totalPaid),
        col('started_at', (r) => at(r.membership.startedAt)),
        col('ends_at', (r) => at(r.membership.endsAt)),
      ],
      data.members,
    ),
    part(
      'transactions',
      "Your wallet's history: every line of your transactions, with its gross amount, fee and net.",
      ({ col, money }) => [
        col('transaction_no', (r) => r.transactionNo),
        col('date', (r) => at(r.createdAt)),
        col('type', (r) => r.type),
        col('status', (r) => r.status),
        col('description', (r) => r.description),
        col('reference', (r) => r.reference),
        col('from', (r) => r.counterpartyName),
        col('message', (r) => r.message),
        ...money('gross', (r) => r.grossAmount),
        ...money('fee', (r) => r.feeAmount),
        ...money('total_amount', (r) => r.totalAmount),
        col('balance', (r) => r.balance),
      ],
      data.statementLines,
    ),
    part(
      'payouts',
      'Your withdrawals: where to (account numbers masked to their last 4 digits), the amount, the fee and how each ended.',
      ({ col, money }) => [
        col('reference', (r) => r.reference),
        col('method', (r) => r.method),
        col('bank', (r) => r.bankName),
        col('account_name', (r) => r.accountName),
        col('account_number', (r) => maskAccountNumber(r.accountNumber)),
        ...money('amount', (r) => r.amount),
        ...money('fee', (r) => r.fee),
        col('status', (r) => r.status),
        col('failure_code', (r) => r.failureCode),
        col('requested_at', (r) => at(r.createdAt)),
        col('completed_at', (r) => at(r.completedAt)),
        col('failed_at', (r) => at(r.failedAt)),
      ],
      data.payouts,
    ),
    part(
      'payout-accounts',
      'Your bank and e-wallet accounts (account numbers masked to their last 4 digits) and linked e-payment accounts.',
      ({ col }) => [
        col('kind', (r) => r.kind),
        col('bank', (r) => r.bank),
        col('account_name', (r) => r.accountName),
        col('account_number', (r) => r.accountNumber),
        col('mobile_number', (r) => r.mobileNumber),
        col('enabled', (r) => r.enabled),
        col('added_at', (r) => r.addedAt),
      ],
      [
        ...data.banks.map((bank) => ({
          kind: 'bank',
          bank: bank.bankName,
          accountName: bank.accountName,
          accountNumber: maskAccountNumber(bank.accountNumber),
          mobileNumber: mobile(bank.mobileNumber),
          enabled: !bank.isDisabled,
          addedAt: at(bank.createdAt),
        })),
        ...data.linkedAccounts.map((account) => ({
          kind: 'linked e-payment account',
          bank: account.provider,
          accountName: account.username,
          accountNumber: null,
          mobileNumber: mobile(account.mobileNumber),
          enabled: true,
          addedAt: at(account.createdAt),
        })),
      ],
    ),
    part(
      'sessions',
      'The browsers signed in to your account now: when each signed in, was last seen, from which address and browser.',
      ({ col }) => [
        col('signed_in_at', (r) => at(r.createdAt)),
        col('last_seen_at', (r) => at(r.lastSeenAt)),
        col('expires_at', (r) => at(r.expiresAt)),
        col('ip', (r) => r.ip),
        col('user_agent', (r) => r.userAgent),
      ],
      data.sessions,
    ),
    part(
      'known-browsers',
      'The browsers your account has signed in from (a sign-in from another one is mailed to you).',
      ({ col }) => [
        col('first_signed_in_at', (r) => at(r.createdAt)),
        col('last_signed_in_at', (r) => at(r.lastSignInAt)),
      ],
      data.knownDevices,
    ),
    part(
      'referrals',
      'The people who signed up with your referral code, and what their payments earned you.',
      ({ col, money }) => [
        col('page_name', (r) => r.pageName),
        col('page_url', (r) => r.pageUrl),
        col('signed_up_at', (r) => at(r.signedUpAt)),
        ...money('earned', (r) => Number(r.earned ?? 0)),
      ],
      data.referrals,
    ),
    part(
      'two-factor',
      'Whether two-factor sign-in is on and since when, and how many recovery codes are left (never a key or a code).',
      ({ col }) => [
        col('enabled', (r) => r.enabledAt !== null),
        col('enabled_at', (r) => at(r.enabledAt)),
        col('recovery_codes', (r) => r.codes),
        col('recovery_codes_left', (r) => r.codesLeft),
      ],
      [data.twoFactor],
      { single: true },
    ),
    part(
      'passkeys',
      'The passkeys your account signs in with: the names you gave them and when they were added and last used (never a key).',
      ({ col }) => [
        col('name', (r) => r.name),
        col('added_at', (r) => at(r.createdAt)),
        col('last_used_at', (r) => at(r.lastUsedAt)),
      ],
      data.passkeys,
    ),
    part(
      'identity-verifications',
      'The details you sent to verify your identity, and what PIXEL support answered (the photos of your ID and your selfie are kept by PIXEL, not in this copy).',
      ({ col }) => [
        col('legal_name', (r) => r.legalName),
        col('birth_date', (r) => r.birthDate),
        col('address', (r) => r.address),
        col('id_type', (r) => identityDocuments[r.idType].label),
        col('status', (r) => r.status),
        // an approval's reason is support's own note; a rejection's was written to the person
        col('reason', (r) => (r.status === 'rejected' ? r.reason : null)),
        col('submitted_at', (r) => at(r.createdAt)),
        col('reviewed_at', (r) => at(r.reviewedAt)),
      ],
      data.identityVerifications,
    ),
    part(
      'following',
      'The pages you follow.',
      ({ col }) => [
        col('page_name', (r) => r.pageName),
        col('page_url', (r) => r.pageUrl),
        col('since', (r) => at(r.since)),
      ],
      data.following,
    ),
    part(
      'followers',
      'The people who follow your page.',
      ({ col }) => [
        col('page_name', (r) => r.pageName),
        col('page_url', (r) => r.pageUrl),
        col('since', (r) => at(r.since)),
      ],
      data.followers,
    ),
    part(
      'blocked',
      'The people you blocked.',
      ({ col }) => [
        col('page_name', (r) => r.pageName),
        col('page_url', (r) => r.pageUrl),
        col('since', (r) => at(r.since)),
      ],
      data.blocked,
    ),
    part(
      'reactions',
      'Your reactions to posts.',
      ({ col }) => [
        col('content_type', (r) => r.contentType),
        col('content_id', (r) => r.contentId),
        col(
          'reaction',
          (r) => reactionKinds.find((kind) => kind.id === r.reactionId)?.name ?? String(r.reactionId),
        ),
        col('reacted_at', (r) => at(r.createdAt)),
      ],
      data.reactions,
    ),
    part(
      'message-filter',
      'The words and phrases you keep off your page and alerts.',
      ({ col }) => [col('phrase', (r) => r.phrase), col('added_at', (r) => at(r.createdAt))],
      data.blockedPhrases,
    ),
    part(
      'webhooks',
      'The addresses your page tells of its events (their signing secrets are not included).',
      ({ col }) => [
        col('url', (r) => r.url),
        col('events', (r) => r.events),
        col('added_at', (r) => at(r.createdAt)),
      ],
      data.webhookEndpoints,
    ),
    part(
      'notifications',
      'What PIXEL told you in the app: the kind of news, the facts it was made of, the screen it opened, and when you read it.',
      ({ col }) => [
        col('kind', (r) => r.kind),
        col('facts', (r) =>
          Object.entries(r.data)
            .filter(([, value]) => value !== null)
            .map(([name, value]) => `${name}: ${value}`),
        ),
        col('opens', (r) => r.url),
        col('read_at', (r) => at(r.readAt)),
        col('created_at', (r) => at(r.createdAt)),
      ],
      data.notifications,
    ),
    part(
      'files',
      'The images you uploaded, as stored (the originals): where each is in this ZIP.',
      ({ col }) => [
        col('path', (r) => r.path),
        col('kind', (r) => r.kind),
        col('post_id', (r) => r.postId),
        col('bytes', (r) => r.bytes),
        col('included', (r) => r.included),
        col('uploaded_at', (r) => at(r.uploadedAt)),
      ],
      files,
    ),
  ];
}

/** README.txt: what the ZIP holds, part by part. */
export function readme(input: {
  pageName: string;
  pageUrl: string;
  at: Date;
  parts: Part[];
  filesLeftOut: number;
}) {
  const lines = [
    `Your PIXEL data: ${input.pageName} (${input.pageUrl})`,
    `Made ${input.at.toISOString()} (UTC).`,
    '',
    'Each part is in two files: <part>.json (for programs) and <part>.csv (for spreadsheets; UTF-8).',
    'Times are in UTC (ISO 8601). Amounts are given twice: <name>_centavos, a whole number of centavos',
    '(100 centavos = ₱1.00), and <name>, as people read it ("₱1,234.50").',
    'Bank and e-wallet account numbers are masked to their last 4 digits.',
    '',
    'The parts:',
    '',
    ...input.parts.map(
      (p) => `${p.name}: ${p.about} (${p.rows.length} ${p.rows.length === 1 ? 'record' : 'records'})`,
    ),
    '',
    'files/: the images themselves. files/posts/<post id>/ holds the photos of each post in their order;',
    'files/avatars/, files/covers/ and files/uploads/ hold your other uploads.',
  ];
  if (input.filesLeftOut) {
    lines.push(
      '',
      `${input.filesLeftOut} files did not fit in this download (files.csv marks them included: false).`,
      `Write to ${supportEmail} and we will send them to you.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
