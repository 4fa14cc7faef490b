import {
  type Centavos,
  formatCentavos,
  formatTin,
  maskTin,
  readSchemaMessage,
  type Said,
  type TaxDetails,
  taxDetailsForm,
  taxRules,
  withholdingOfYear,
  withholdingOn,
} from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import { type KeyRing, open, seal } from '../../lib/envelope.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { manilaDate, manilaYear } from '../../lib/manila.ts';
import type { ReadForm } from '../../lib/multipart.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import type { StaffAudit } from '../audit/audit.service.ts';
import { certificateTooLarge, keptCertificate } from './tax.certificate-file.ts';
import { certificateContext, newCertificateKey, openTin, sealTin } from './tax.keys.ts';
import type { LedgerTotals, TaxDetailsRow, TaxRepository } from './tax.repository.ts';
import { translator } from '../../lib/i18n.ts';
import type { Language } from '@pixel/contract';

export interface TaxServiceDeps {
  db: Db;
  repository: TaxRepository;
  storage: Pick<Storage, 'put' | 'read' | 'remove'>;
  /** The master keys that wrap the certificates' data keys (KYC_ENCRYPTION_KEY). */
  keys: KeyRing;
  removeFiles: FileRemover;
  now: () => Date;
  /** Writes a staff look to the audit trail, in its transaction (decision 0098). */
  audit: StaffAudit;
}

/** The multipart fields `PUT /v1/user/tax` reads. */
export const taxFormParts = { fields: ['tin'], files: ['certificate'] };

/** The kinds of earnings a yearly certificate lists, by the ledger's transaction types. */
const earningKinds = [
  { label: 'Gifts', types: ['donation'] },
  { label: 'Paid posts and memberships', types: ['payment'] },
  // a shop's sales are income as any other (decision 0159)
  { label: 'Shop sales', types: ['product_sale'] },
  // so are commissions, accepted and their balances paid (decision 0165)
  { label: 'Commissions', types: ['commission'] },
  { label: 'Referral rewards', types: ['referral_reward'] },
  { label: 'Refunds', types: ['refund'] },
] as const;
const PAYOUT_TYPES = new Set(['payout', 'payout_reversal']);
const LISTED_TYPES = new Set<string>(earningKinds.flatMap((kind) => kind.types));

export interface EarningsLine {
  label: string;
  transactions: number;
  gross: Centavos;
  fee: Centavos;
  net: Centavos;
}

/** A creator's yearly earnings certificate: every figure from the ledger (decision 0109). */
export interface TaxCertificate {
  year: number;
  /** The first and last day it covers (Manila): the last is today for the year under way. */
  from: string;
  to: string;
  yearToDate: boolean;
  pageName: string;
  /** The TIN on file, all but its last three digits hidden; null when none is. */
  tin: string | null;
  earnings: EarningsLine[];
  totalEarnings: EarningsLine;
  payouts: {
    transactions: number;
    /** Gross remittances: what was paid out, withholding included, net of payouts that came back. */
    remitted: Centavos;
    withheld: Centavos;
    /** What reached the creator's bank or e-wallet. */
    received: Centavos;
    fees: Centavos;
  };
  opening: Centavos;
  closing: Centavos;
}

const sum = (lines: LedgerTotals[], pick: (line: LedgerTotals) => number) =>
  lines.reduce((total, line) => total + pick(line), 0);

const manilaDay = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

// rows sealed or removed per transaction by the daily job
const BATCH = 100;

/**
 * Tax details (decision 0109): a creator's TIN and BIR certificate of registration, kept sealed like the
 * identity photos and opened only by staff who review identities (each look audited); the creditable
 * withholding of RR 16-2023 on what PIXEL remits to them; and a yearly earnings certificate from the
 * ledger.
 */
export function createTaxService(deps: TaxServiceDeps) {
  const { db, repository, storage, keys, now } = deps;

  async function yearOf(userId: string, at: Date) {
    const { year, from, to } = manilaYear(at);
    const [totals, remittances] = await Promise.all([
      repository.totalsByType(userId, from, to),
      repository.remittances(userId, from, to),
    ]);
    const payouts = totals.filter((line) => PAYOUT_TYPES.has(line.type));
    return {
      year,
      remitted: sum(payouts, (line) => line.remitted),
      withheld: sum(payouts, (line) => line.withheld),
      due: withholdingOfYear(remittances),
    };
  }

  const present = async (userId: string, row: TaxDetailsRow | null): Promise<TaxDetails> => {
    const year = await yearOf(userId, now());
    return {
      tin: row ? maskTin(openTin(keys, row)) : null,
      certificate: row
        ? { uploaded_at: row.certificateUploadedAt.toISOString(), file_type: row.certificateType }
        : null,
      updated_at: row?.updatedAt.toISOString() ?? null,
      year: year.year,
      gross_remittances: formatCentavos(year.remitted),
      threshold: formatCentavos(taxRules.withholdingThreshold),
      withholding_applies: year.remitted > taxRules.withholdingThreshold,
      withholding_due: formatCentavos(year.due),
      withheld: formatCentavos(year.withheld),
    };
  };

  /**
   * The form's TIN and kept certificate (none when the one on file stays), or a 422 naming every field
   * that is wrong at once.
   */
  async function readForm(form: ReadForm, onFile: boolean) {
    const errors: Record<string, Said[]> = {};
    const add = (field: string, said: Said) => (errors[field] ??= []).push(said);
    const parsed = taxDetailsForm.safeParse(form.fields);
    for (const issue of parsed.error?.issues ?? []) {
      add(String(issue.path[0] ?? 'tin'), readSchemaMessage(issue.message) ?? say('invalidValue'));
    }
    let certificate: Awaited<ReturnType<typeof keptCertificate>> | null = null;
    const file = form.files.certificate;
    if (form.tooLarge.includes('certificate')) add('certificate', certificateTooLarge);
    else if (file?.length) {
      certificate = await keptCertificate(file);
      if (certificate.error !== undefined) add('certificate', certificate.error);
    } else if (!onFile) add('certificate', say('taxCertificateRequired'));
    const first = Object.values(errors)[0]?.[0];
    if (first || !parsed.success) {
      throw new AppError('validation', first ?? say('invalidData'), { errors });
    }
    return {
      tin: parsed.data.tin,
      certificate: certificate && certificate.error === undefined ? certificate : null,
    };
  }

  /** Opens the sealed certificate of a row. */
  async function openCertificate(row: TaxDetailsRow) {
    const sealed = await storage.read(row.certificateKey, 'private');
    if (!sealed) throw new AppError('not_found', say('noSuchFile'));
    return open(keys, sealed, row, certificateContext(row.userId, row.certificateKey));
  }

  /** What is on file (the TIN masked) and this year's remittances and withholding. */
  const details = async (userId: string) => present(userId, await repository.find(db, userId));

  return {
    /** `GET /v1/user/tax`. */
    details,

    /**
     * `PUT /v1/user/tax`: the TIN, and a certificate (asked for unless one is on file). A new certificate
     * is sealed and stored before the row that names it is written; the one it replaces goes with that
     * transaction (the `remove-files` job).
     */
    async save(input: { userId: string; form: ReadForm; language: Language }) {
      const { userId } = input;
      const onFile = Boolean(await repository.find(db, userId));
      const { tin, certificate } = await readForm(input.form, onFile);
      const at = now();
      if (!certificate) {
        await db.transaction(async (tx) => {
          const locked = await repository.lock(tx, userId);
          if (!locked) throw fieldError('certificate', say('taxCertificateRequired'));
          await repository.setTin(tx, { userId, tinSealed: sealTin(keys, locked, tin), at });
        });
        return { message: translator(input.language)('messages.taxSaved'), tax: await details(userId) };
      }
      const certificateKey = newCertificateKey();
      const { sealed, envelope } = seal(keys, certificate.body, certificateContext(userId, certificateKey));
      await storage.put(certificateKey, sealed, 'application/octet-stream', 'private');
      try {
        await db.transaction(async (tx) => {
          const earlier = await repository.lock(tx, userId);
          await repository.save(tx, {
            userId,
            tinSealed: sealTin(keys, { userId, certificateKey, ...envelope }, tin),
            tin: null,
            certificateKey,
            certificateType: certificate.type,
            certificateUploadedAt: at,
            ...envelope,
            updatedAt: at,
          });
          if (earlier) {
            await deps.removeFiles(tx, [{ key: earlier.certificateKey, area: 'private' }]);
          }
        });
      } catch (error) {
        // nothing names the new file: it goes at once rather than being left behind
        await storage.remove(certificateKey, 'private').catch(() => undefined);
        throw error;
      }
      return { message: translator(input.language)('messages.taxSaved'), tax: await details(userId) };
    },

    /**
     * What to withhold for the BIR from a payout of `amount` (its gross, centavos) made at `at`, by RR
     * 16-2023 (decision 0109): nothing until the remittances of `at`'s calendar year (Manila) pass
     * ₱500,000, then 1 % of one-half of the whole payout. Counts the year's paid payouts, net of those
     * that came back, and what waits in the payout hold now (fees included). Call it in the
     * payout request's transaction, with the user's balance locked and before the payout's own hold is
     * posted, so the payout is not counted twice and two payouts at once are not both counted once.
     */
    async withholdingFor(handle: Db | Tx, userId: string, amount: Centavos, at: Date): Promise<Centavos> {
      // the whole of the year as the ledger has it: everything in it was made before this payout
      const { from, to } = manilaYear(at);
      const remittedBefore = await repository.remittedWithHold(handle, userId, from, to);
      return withholdingOn({ remittedBefore, amount });
    },

    /**
     * A yearly earnings certificate: earnings by kind with their fees, refunds, payouts with what was
     * withheld, and the opening and closing balances, all from the ledger, so that the opening balance,
     * the net earnings, less the payouts and their fees, is the closing balance. 422 for a year to come.
     */
    async certificate(input: { userId: string; pageName: string; year: number }): Promise<TaxCertificate> {
      const today = manilaYear(now());
      if (input.year > today.year) throw fieldError('year', say('taxYearInFuture'));
      const from = manilaDate(input.year, 0);
      const to = manilaDate(input.year + 1, 0);
      const [totals, row, opening, closing] = await Promise.all([
        repository.totalsByType(input.userId, from, to),
        repository.find(db, input.userId),
        repository.balanceBefore(input.userId, from),
        repository.balanceBefore(input.userId, to),
      ]);
      const line = (label: string, lines: LedgerTotals[]): EarningsLine => {
        const fee = sum(lines, (one) => one.fee);
        const net = sum(lines, (one) => one.net);
        return { label, transactions: sum(lines, (one) => one.transactions), gross: net + fee, fee, net };
      };
      const earningTotals = totals.filter((one) => !PAYOUT_TYPES.has(one.type));
      const earnings = [
        ...earningKinds.map((kind) =>
          line(
            kind.label,
            earningTotals.filter((one) => (kind.types as readonly string[]).includes(one.type)),
          ),
        ),
        line(
          'Other',
          earningTotals.filter((one) => !LISTED_TYPES.has(one.type)),
        ),
      ].filter((one, i) => i < earningKinds.length || one.transactions > 0);
      const payoutTotals = totals.filter((one) => PAYOUT_TYPES.has(one.type));
      const remitted = sum(payoutTotals, (one) => one.remitted);
      const withheld = sum(payoutTotals, (one) => one.withheld);
      const yearToDate = input.year === today.year;
      return {
        year: input.year,
        from: `${input.year}-01-01`,
        to: yearToDate ? manilaDay(now()) : `${input.year}-12-31`,
        yearToDate,
        pageName: input.pageName,
        tin: row ? maskTin(openTin(keys, row)) : null,
        earnings,
        totalEarnings: line('Total earnings', earningTotals),
        payouts: {
          transactions: sum(
            payoutTotals.filter((one) => one.type === 'payout'),
            (one) => one.transactions,
          ),
          remitted,
          withheld,
          received: remitted - withheld,
          fees: sum(payoutTotals, (one) => one.payoutFee),
        },
        opening,
        closing,
      };
    },

    /** The whole TIN and where the certificate opens, for staff: the look is written to the audit trail. */
    async staffDetails(staff: Staff, userId: string) {
      const row = await db.transaction(async (tx) => {
        const found = await repository.find(tx, userId);
        if (!found) throw new AppError('not_found', say('noTaxDetails'));
        await deps.audit.record(tx, staff, { action: 'tax.view', subjectUserId: userId });
        return found;
      });
      return {
        user_id: userId,
        tin: formatTin(openTin(keys, row)),
        certificate: {
          uploaded_at: row.certificateUploadedAt.toISOString(),
          file_type: row.certificateType,
          url: `/v1/admin/tax/${userId}/certificate`,
        },
        updated_at: row.updatedAt.toISOString(),
      };
    },

    /**
     * The certificate, opened for staff: the look is written to the audit trail before the file is read,
     * so no certificate leaves without its line.
     */
    async staffCertificate(staff: Staff, userId: string) {
      const row = await repository.find(db, userId);
      if (!row) throw new AppError('not_found', say('noSuchFile'));
      await db.transaction((tx) =>
        deps.audit.record(tx, staff, {
          action: 'tax.certificate_view',
          subjectUserId: userId,
          after: { certificate_uploaded_at: row.certificateUploadedAt.toISOString() },
        }),
      );
      return { body: await openCertificate(row), type: row.certificateType };
    },

    /**
     * Seals every TIN still in clear (written before decision 0125), a batch per transaction, rows locked:
     * at start and by the daily job, safe beside other instances. Answers how many it sealed.
     */
    async sealClearTins() {
      let sealed = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const rows = await repository.clearTins(tx, BATCH);
          for (const row of rows) await repository.sealTin(tx, row.userId, sealTin(keys, row, row.tin!));
          return rows.length;
        });
        sealed += batch;
        if (batch < BATCH) return sealed;
      }
    },

    /**
     * The tax details of erased accounts whose keeping time is over (decision 0125) go with their
     * certificates, a batch per transaction. Answers how many went.
     */
    async purgeExpired() {
      let removed = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const keysOfFiles = await repository.removeExpired(tx, now(), BATCH);
          await deps.removeFiles(
            tx,
            keysOfFiles.map((key) => ({ key, area: 'private' as const })),
          );
          return keysOfFiles.length;
        });
        removed += batch;
        if (batch < BATCH) return removed;
      }
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
