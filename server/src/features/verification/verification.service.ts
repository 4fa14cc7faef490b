import { randomUUID } from 'node:crypto';
import {
  type AdminVerification,
  type AdminVerificationSummary,
  type PendingApproval,
  type IdentityFileSide,
  type IdentityVerification,
  identityDocuments,
  identityFileFields,
  identityFileSides,
  identityVerificationForm,
  identityVerificationMessages as messages,
  identityVerificationPath,
  identityVerificationRules,
  isOldEnough,
  readSchemaMessage,
  type Said,
  supportEmail,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { balancesOf } from '../../ledger/ledger.ts';
import { type KeyRing, open, seal } from '../../lib/envelope.ts';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaTime, manilaYear } from '../../lib/manila.ts';
import type { ReadForm } from '../../lib/multipart.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import { presentApproval } from '../audit/staff-rules.service.ts';
import { fileContext } from './verification.keys.ts';
import { keptPhoto, photoSaid } from './verification.photos.ts';
import type { VerificationRepository, VerificationRow } from './verification.repository.ts';
import type { StaffAudit, StaffRules } from '../audit/audit.service.ts';

export interface VerificationServiceDeps {
  db: Db;
  repository: VerificationRepository;
  storage: Pick<Storage, 'put' | 'read' | 'remove'>;
  /** The master keys that wrap the photos' data keys (KYC_ENCRYPTION_KEY). */
  keys: KeyRing;
  mailer: Pick<Mailer, 'send'>;
  removeFiles: FileRemover;
  publicUrl: string;
  now: () => Date;
  /** Writes a staff action or look to the audit trail, in its transaction (decision 0098). */
  audit: StaffAudit;
  /** Who staff may act on; an approval waits for a second staff member (decision 0121). */
  rules: Pick<StaffRules, 'mayActOn' | 'approve' | 'withdraw' | 'waiting'>;
}

const PER_PAGE = 20;
const PURGE_BATCH = 100;
const iso = (at: Date | null) => at?.toISOString() ?? null;

/** The multipart fields `POST /v1/user/verification` reads. */
export const verificationFormParts = {
  fields: Object.keys(identityVerificationForm.shape),
  files: Object.values(identityFileFields),
};

/**
 * Identity verification (decision 0106): a creator sends their details, an ID's photos and a selfie;
 * the photos are re-encoded and kept sealed in the private storage, never served back to their sender;
 * support opens them (each look audited) and approves or rejects with a reason the creator is mailed.
 */
export function createVerificationService(deps: VerificationServiceDeps) {
  const { db, repository, storage, keys, now } = deps;

  const stateOf = (
    row: VerificationRow | null,
    renewalDue = false,
    verified = row?.status === 'approved',
  ): IdentityVerification =>
    row
      ? {
          renewal_due: renewalDue,
          verified,
          state: row.status,
          reason: row.status === 'rejected' ? row.reason : null,
          submitted_at: row.createdAt.toISOString(),
          reviewed_at: iso(row.reviewedAt),
          details: {
            legal_name: row.legalName,
            birth_date: row.birthDate,
            address: row.address,
            id_type: row.idType,
          },
        }
      : {
          state: 'none',
          reason: null,
          submitted_at: null,
          reviewed_at: null,
          details: null,
          renewal_due: false,
          verified: false,
        };

  const standingOf = (handle: Db | Tx, userId: string) =>
    repository.standing(handle, userId, manilaYear(now()));

  /**
   * Whether the year's payouts with what the person could withdraw now pass the yearly threshold: then an
   * approved person verifies again (decision 0107).
   */
  async function nearThreshold(userId: string) {
    const [paid, balances] = await Promise.all([
      repository.paidOut(userId, manilaYear(now())),
      balancesOf(db, userId),
    ]);
    return (
      paid + Math.max(0, balances.available + balances.owed) > identityVerificationRules.renewalThreshold
    );
  }

  /** Approved, not verified again this year, and the year's payouts are about to pass the threshold. */
  const renewalDue = async (standing: Awaited<ReturnType<typeof standingOf>>, userId: string) =>
    standing.latest?.status === 'approved' && !standing.renewedInYear && (await nearThreshold(userId));

  /** The person's latest verification as they read it, with whether the yearly check is due. */
  async function stateFor(userId: string) {
    const standing = await standingOf(db, userId);
    return stateOf(standing.latest, await renewalDue(standing, userId), standing.approved !== null);
  }

  /**
   * Refused while one waits for support, or once approved unless the yearly check again is due: 409 with
   * what to expect. Whether what is sent is that check again.
   */
  async function mustBeOpen(userId: string) {
    const standing = await standingOf(db, userId);
    if (standing.latest?.status === 'pending') throw new AppError('conflict', say('identityPending'));
    if (standing.latest?.status === 'approved' && !(await renewalDue(standing, userId))) {
      throw new AppError(
        'conflict',
        standing.renewedInYear ? say('identityRenewed') : say('identityApproved'),
      );
    }
    return { renewal: standing.approved !== null };
  }

  /**
   * The form's details and kept photos, or a 422 naming every field that is wrong at once, so the person
   * fixes them together.
   */
  async function readSubmission(form: ReadForm) {
    const errors: Record<string, Said[]> = {};
    const add = (field: string, said: Said) => (errors[field] ??= []).push(said);
    const parsed = identityVerificationForm.safeParse(form.fields);
    // a field's message once, however many of its checks failed alike
    const seen = new Set<string>();
    for (const issue of parsed.error?.issues ?? []) {
      const field = String(issue.path[0] ?? 'body');
      if (seen.has(`${field}\n${issue.message}`)) continue;
      seen.add(`${field}\n${issue.message}`);
      add(field, readSchemaMessage(issue.message) ?? say('invalidValue'));
    }
    // each field on its own too: a wrong name does not hide that the birth date is too late
    const { birth_date: birthDate, id_type: idType } = identityVerificationForm.shape;
    const born = birthDate.safeParse(form.fields.birth_date);
    if (born.success && !isOldEnough(born.data, manilaTime(now()).slice(0, 10))) {
      add('birth_date', say('identityUnderAge', { age: identityVerificationRules.minimumAge }));
    }
    // the back is asked for when the ID has one; an ID type that is missing or wrong asks for it as well
    const type = idType.safeParse(form.fields.id_type);
    const withBack = !type.success || identityDocuments[type.data].back;
    const photos: Partial<Record<IdentityFileSide, Buffer>> = {};
    for (const side of identityFileSides) {
      if (side === 'back' && !withBack) continue;
      const field = identityFileFields[side];
      const file = form.files[field];
      if (form.tooLarge.includes(field)) add(field, photoSaid.tooLarge[side]);
      else if (!file?.length) add(field, photoSaid.required[side]);
      else {
        // one at a time: each decode may take a few hundred megabytes at the upload limits
        const kept = await keptPhoto(file, side);
        if (kept.error !== undefined) add(field, kept.error);
        else photos[side] = kept.photo;
      }
    }
    const first = Object.values(errors)[0]?.[0];
    if (first || !parsed.success) {
      throw new AppError('validation', first ?? say('invalidData'), { errors });
    }
    return {
      details: parsed.data,
      photos: photos as Record<'front' | 'selfie', Buffer> & { back?: Buffer },
    };
  }

  async function present(id: string): Promise<AdminVerification> {
    const found = await repository.find(db, id);
    if (!found) throw new AppError('not_found', say('noSuchVerification'));
    return presentFound(found, await approvalOf(id));
  }

  /** The first approval waiting for a second staff member, as staff read it. */
  const approvalOf = async (id: string) => {
    const waiting = (await deps.rules.waiting(db, 'identity.approve', [id])).get(id);
    return waiting ? presentApproval(waiting) : null;
  };

  const summaryOf = (
    verification: VerificationRow,
    user: { id: string; pageUrl: string; pageName: string; email: string | null },
  ): AdminVerificationSummary => ({
    id: verification.id,
    status: verification.status,
    id_type: verification.idType,
    user: { id: user.id, page_url: user.pageUrl, page_name: user.pageName, email: user.email },
    submitted_at: verification.createdAt.toISOString(),
    reviewed_at: iso(verification.reviewedAt),
  });

  const presentFound = (
    found: NonNullable<Awaited<ReturnType<VerificationRepository['find']>>>,
    approval: PendingApproval | null,
  ): AdminVerification => {
    const { verification: row } = found;
    return {
      ...summaryOf(row, found.user),
      legal_name: row.legalName,
      birth_date: row.birthDate,
      address: row.address,
      reason: row.reason,
      reviewed_by: found.reviewerEmail,
      approval: row.status === 'pending' ? approval : null,
      files: identityFileSides
        .filter((side) => found.sides.includes(side))
        .map((side) => ({ side, url: `/v1/admin/verifications/${row.id}/files/${side}` })),
      earlier: found.earlier.map((other) => ({
        id: other.id,
        status: other.status,
        submitted_at: other.createdAt.toISOString(),
      })),
    };
  };

  /**
   * Support's answer (decision 0106). An approval needs two staff members (decision 0121): the first is
   * written and waits, the creator still pending; a different staff member's approval verifies them. A
   * rejection needs one, and ends a first approval waiting.
   */
  async function decide(
    staff: Staff,
    input: { id: string; reason: string },
    status: 'approved' | 'rejected',
  ) {
    const outcome = await db.transaction(async (tx) => {
      const locked = await repository.lock(tx, input.id);
      if (!locked) throw new AppError('not_found', say('noSuchVerification'));
      await deps.rules.mayActOn(tx, staff, [locked.userId]);
      if (locked.status !== 'pending') throw new AppError('conflict', say('verificationAlreadyReviewed'));
      const first =
        status === 'approved'
          ? await deps.rules.approve(tx, staff, {
              action: 'identity.approve',
              target: input.id,
              subjectUserId: locked.userId,
              reason: input.reason,
            })
          : {
              outcome: 'confirmed' as const,
              first: await deps.rules.withdraw(tx, 'identity.approve', input.id),
            };
      if (first.outcome === 'first') {
        await deps.audit.record(tx, staff, {
          action: 'identity.first_approval',
          subjectUserId: locked.userId,
          reason: input.reason,
          before: { verification_id: input.id, status: 'pending' },
          after: { awaiting_second_approval: true },
        });
        return 'waiting' as const;
      }
      const decided = await repository.decide(tx, { ...input, status, by: staff.userId, at: now() });
      if (!decided) throw new AppError('conflict', say('verificationAlreadyReviewed'));
      await deps.audit.record(tx, staff, {
        action: status === 'approved' ? 'identity.approve' : 'identity.reject',
        subjectUserId: decided.userId,
        reason: input.reason,
        before: {
          verification_id: decided.id,
          status: 'pending',
          ...(first.first && {
            first_approved_by: first.first.staffEmail,
            first_approval_reason: first.first.reason,
          }),
        },
        after: { status },
      });
      const found = (await repository.find(tx, input.id))!;
      if (found.user.email) {
        const t = translator(found.user.language ?? 'en');
        const name = found.user.pageName;
        await deps.mailer.send(
          status === 'approved'
            ? {
                to: found.user.email,
                subject: t('mail.identityApproved.subject'),
                text: t('mail.identityApproved.text', { name }),
              }
            : {
                to: found.user.email,
                subject: t('mail.identityRejected.subject'),
                text: t('mail.identityRejected.text', {
                  name,
                  reason: input.reason,
                  link: new URL(identityVerificationPath, deps.publicUrl).toString(),
                  email: supportEmail,
                }),
              },
          { tx },
        );
      }
      return 'decided' as const;
    });
    const message =
      outcome === 'waiting'
        ? messages.approvedOnce
        : status === 'approved'
          ? messages.approvedByStaff
          : messages.rejectedByStaff;
    return { waiting: outcome === 'waiting', message, verification: await present(input.id) };
  }

  return {
    /** The person's latest verification, without its photos. */
    state: stateFor,

    /**
     * Where the person stands for a payout, in the payout's transaction (decision 0107): their latest
     * verification's state and reason, the legal name last approved, and whether the yearly check again
     * was approved this year.
     */
    async standing(handle: Db | Tx, userId: string) {
      const { latest, approved, renewedInYear } = await standingOf(handle, userId);
      return {
        state: latest?.status ?? ('none' as const),
        reason: latest?.status === 'rejected' ? latest.reason : null,
        legalName: approved?.legalName ?? null,
        renewedInYear,
      };
    },

    /**
     * A new verification from the form: checked whole, its photos re-encoded, sealed and stored before
     * the row that names them is written; a second one at the same moment finds the first (409).
     */
    async submit(input: { userId: string; form: ReadForm }) {
      const { renewal } = await mustBeOpen(input.userId);
      const { details, photos } = await readSubmission(input.form);
      const id = randomUUID();
      const sealed = identityFileSides
        .filter((side) => photos[side])
        .map((side) => {
          const { sealed: body, envelope } = seal(keys, photos[side]!, fileContext(id, side));
          return {
            body,
            row: { verificationId: id, side, storageKey: `identity/${randomUUID()}.bin`, ...envelope },
          };
        });
      // nothing names the files until the row is written: on a failure they go at once, not left behind
      const removeAll = () =>
        Promise.all(sealed.map((file) => storage.remove(file.row.storageKey, 'private'))).catch(
          () => undefined,
        );
      const stored = await Promise.allSettled(
        sealed.map((file) =>
          storage.put(file.row.storageKey, file.body, 'application/octet-stream', 'private'),
        ),
      );
      const failed = stored.find((result) => result.status === 'rejected');
      if (failed) {
        await removeAll();
        throw failed.reason;
      }
      try {
        await db.transaction((tx) =>
          repository.insert(
            tx,
            {
              id,
              userId: input.userId,
              status: 'pending',
              legalName: details.legal_name,
              birthDate: details.birth_date,
              address: details.address,
              idType: details.id_type,
              renewal,
              createdAt: now(),
            },
            sealed.map((file) => file.row),
          ),
        );
      } catch (error) {
        await removeAll();
        if (isUniqueViolation(error, 'identity_verifications_one_pending')) {
          throw new AppError('conflict', say('identityPending'));
        }
        throw error;
      }
      return {
        message: messages.submitted,
        verification: await stateFor(input.userId),
      };
    },

    async list(input: { status: VerificationRow['status']; page: number }) {
      const { rows, total } = await repository.list({ ...input, perPage: PER_PAGE });
      return {
        data: rows.map((row) => summaryOf(row.verification, row.user)),
        meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }),
      };
    },

    /** One verification with the person's details: the look is written to the audit trail with it. */
    async view(staff: Staff, id: string) {
      const found = await db.transaction(async (tx) => {
        const row = await repository.find(tx, id);
        if (!row) throw new AppError('not_found', say('noSuchVerification'));
        await deps.audit.record(tx, staff, {
          action: 'identity.view',
          subjectUserId: row.verification.userId,
          after: { verification_id: id },
        });
        return row;
      });
      return presentFound(found, await approvalOf(id));
    },

    /**
     * A photo, opened for staff: the look is written to the audit trail before the file is read, so no
     * photo leaves without its line.
     */
    async file(staff: Staff, input: { id: string; side: IdentityFileSide }) {
      const found = await repository.file(input.id, input.side);
      if (!found) throw new AppError('not_found', say('noSuchFile'));
      const { file, userId } = found;
      await db.transaction((tx) =>
        deps.audit.record(tx, staff, {
          action: 'identity.file_view',
          subjectUserId: userId,
          after: { verification_id: input.id, side: input.side },
        }),
      );
      const sealed = await storage.read(file.storageKey, 'private');
      if (!sealed) throw new AppError('not_found', say('noSuchFile'));
      return open(keys, sealed, file, fileContext(input.id, input.side));
    },

    approve: (staff: Staff, input: { id: string; reason: string }) => decide(staff, input, 'approved'),
    reject: (staff: Staff, input: { id: string; reason: string }) => decide(staff, input, 'rejected'),

    /**
     * The `purge-identity-verifications` job: verifications of erased accounts whose keeping time is over
     * go with their files, a batch per transaction.
     */
    async purgeExpired() {
      let removed = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const expired = await repository.expired(tx, now(), PURGE_BATCH);
          if (expired.keys.length) {
            await deps.removeFiles(
              tx,
              expired.keys.map((key) => ({ key, area: 'private' as const })),
            );
          }
          return expired.removed;
        });
        removed += batch;
        if (batch < PURGE_BATCH) return removed;
      }
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
