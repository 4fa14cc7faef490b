import { z } from 'zod';
import type { Centavos } from './centavos.ts';
import { moneyString } from './money.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/**
 * Tax details (decision 0109): a creator's TIN and BIR certificate of registration (Form 2303), the
 * creditable withholding of BIR RR 16-2023 on what PIXEL remits to them, and a yearly earnings
 * certificate. The certificate file is kept sealed like the identity photos; only staff who review
 * identities may open it, and the creator never reads it back.
 */

export const taxRules = {
  /**
   * Past this much remitted in a calendar year (Manila), payouts are withheld on (RR 16-2023 as clarified
   * by RMC 8-2024). Centavos: ₱500,000.00.
   */
  withholdingThreshold: 50_000_000,
  /** 1 % of one-half of a gross remittance: one part in 200 of it. */
  withholdingDivisor: 200,
  /** The certificate of registration as sent: a PDF, or a photo or scan of it. */
  certificateMaxBytes: 10 * 1024 * 1024,
  /** The first year a yearly earnings certificate can be asked for. */
  firstCertificateYear: 2020,
  /**
   * Years an erased account's TIN and certificate are kept after the deadline of the last return they
   * support (NIRC Sec. 235 as amended by RA 11976; decision 0125): the erasure year's annual information
   * return of creditable withholding (BIR Form 1604-E), due 1 March of the next year.
   */
  keptYearsAfterLastReturn: 5,
} as const;

/** What a certificate of registration may be, told by its content. */
export const taxCertificateTypes = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type TaxCertificateType = (typeof taxCertificateTypes)[number];

/** Where the creator's screen for tax details is. */
export const taxDetailsPath = '/dashboard/settings/tax';

export const taxMessages = {
  saved: 'Your tax details are saved.',
  tinRequired: 'The TIN field is required.',
  tinInvalid: 'The TIN must be 9 digits, or 12 with the branch code, like 123-456-789 or 123-456-789-000.',
  certificateRequired: 'The certificate of registration (BIR Form 2303) is required.',
  certificateType: 'The certificate of registration must be a PDF, JPG or PNG file.',
  certificateTooLarge: `The certificate of registration must not be greater than ${taxRules.certificateMaxBytes / 1024 / 1024} MB.`,
  certificateUnreadable:
    'The certificate of registration could not be read. Please scan or photograph it again.',
  yearInvalid: 'The year must be a year like 2026.',
  yearTooEarly: `The year must be ${taxRules.firstCertificateYear} or later.`,
  yearInFuture: 'The year must not be in the future.',
} as const;

/**
 * A TIN as people write it ("123-456-789", "123 456 789 000") as its digits, or null when it is not 9
 * digits or 12 (with the 3-digit branch code).
 */
export function tinDigits(input: string): string | null {
  const digits = input.trim().replace(/[\s-]/g, '');
  if (!/^(\d{9}|\d{12})$/.test(digits)) return null;
  // a TIN is never all zeros: that is a placeholder, not a registration
  if (/^0+$/.test(digits)) return null;
  return digits;
}

/** "123456789000" -> "123-456-789-000": the TIN as the BIR prints it. */
export const formatTin = (digits: string) => digits.match(/.{1,3}/g)!.join('-');

/** The TIN with every digit but the last three hidden: "•••-•••-789". */
export const maskTin = (digits: string) =>
  formatTin(digits.slice(0, -3).replace(/\d/g, '•') + digits.slice(-3));

/** The TIN field of `PUT /v1/user/tax` (multipart, beside the file `certificate`): its digits. */
export const tinField = z
  .string({ error: says('fieldRequired', { field: 'TIN' }) })
  .trim()
  .min(1, says('fieldRequired', { field: 'TIN' }))
  .transform((value, ctx) => {
    const digits = tinDigits(value);
    if (digits === null) {
      ctx.addIssue({ code: 'custom', message: says('tinInvalid') });
      return z.NEVER;
    }
    return digits;
  });
export const taxDetailsForm = z.object({ tin: tinField });

/**
 * The creditable withholding on one remittance (BIR RR 16-2023, decision 0109): nothing while the year's
 * remittances, this one included, stay at or under the threshold; once this one takes them past it, 1 %
 * of one-half of the whole of this remittance, and of every later one in the year. Remittances before
 * the one that passes it are not withheld on afterwards. Rounded half up to the centavo.
 */
export function withholdingOn(input: { remittedBefore: Centavos; amount: Centavos }): Centavos {
  const { remittedBefore, amount } = input;
  if (!Number.isSafeInteger(amount) || !Number.isSafeInteger(remittedBefore)) {
    throw new RangeError('amounts are whole centavos');
  }
  if (amount <= 0 || remittedBefore + amount <= taxRules.withholdingThreshold) return 0;
  const divisor = taxRules.withholdingDivisor;
  return Math.floor((amount + divisor / 2) / divisor);
}

/** What the rule withholds on a year's remittances, in the order they were made. */
export function withholdingOfYear(remittances: Centavos[]): Centavos {
  let remittedBefore = 0;
  let withheld = 0;
  for (const amount of remittances) {
    withheld += withholdingOn({ remittedBefore, amount });
    remittedBefore += amount;
  }
  return withheld;
}

/** `GET /v1/user/tax`: what is on file, and this year's remittances and withholding. */
export const taxDetails = z.object({
  /** The TIN with all but its last three digits hidden; null before one is given. */
  tin: z.string().nullable(),
  certificate: z.object({ uploaded_at: z.string(), file_type: z.enum(taxCertificateTypes) }).nullable(),
  updated_at: z.string().nullable(),
  /** The calendar year (Manila) the amounts below are of: this one. */
  year: z.number().int(),
  /** PIXEL's payouts to the creator this year, withholding included, net of payouts that came back. */
  gross_remittances: moneyString,
  threshold: moneyString,
  /** This year's remittances are past the threshold: later payouts are withheld on. */
  withholding_applies: z.boolean(),
  /** What the rule withholds on this year's remittances so far. */
  withholding_due: moneyString,
  /** What was taken from this year's payouts for the BIR, as the ledger has it. */
  withheld: moneyString,
});
export type TaxDetails = z.infer<typeof taxDetails>;
export const taxDetailsResponse = z.object({ data: taxDetails });
export const taxDetailsSavedResponse = z.object({
  data: z.object({ message: z.string(), tax: taxDetails }),
});

/** `GET /v1/user/statements/tax-certificate?year=2025&format=pdf|csv`. */
export const taxCertificateQuery = z.object({
  year: z
    .string({ error: says('yearInvalid') })
    .regex(/^\d{4}$/, says('yearInvalid'))
    .transform(Number)
    .refine(
      (year) => year >= taxRules.firstCertificateYear,
      says('yearTooEarly', { year: taxRules.firstCertificateYear }),
    ),
  format: z.enum(['pdf', 'csv'], { error: says('formatPdfOrCsv') }).default('pdf'),
});

// staff

export const adminTaxParams = z.object({
  user_id: z.uuid(says('fieldSelectedInvalid', { field: 'person' })),
});

/** `GET /v1/admin/tax/{user_id}`: the whole TIN and where the certificate opens (each look audited). */
export const adminTaxDetails = z.object({
  user_id: z.uuid(),
  tin: z.string(),
  certificate: z.object({
    uploaded_at: z.string(),
    file_type: z.enum(taxCertificateTypes),
    url: z.string(),
  }),
  updated_at: z.string(),
});
export const adminTaxDetailsResponse = z.object({ data: adminTaxDetails });

/** The schemas of `taxCalls` (`calls/tax.ts`). */
export const taxSchemas = {
  details: { answers: { 200: taxDetailsResponse } },
  // multipart: tin, and the file certificate (a PDF, JPG or PNG, checked by its content on the server),
  // which may be left out when one is on file already
  save: { consumes: ['multipart/form-data'], answers: { 200: taxDetailsSavedResponse } },
  certificate: {
    query: taxCertificateQuery,
    produces: ['application/pdf', 'text/csv'],
    answers: { 200: z.string().describe('PDF or RFC 4180 CSV') },
  },
  staffDetails: { params: adminTaxParams, answers: { 200: adminTaxDetailsResponse } },
  staffCertificate: {
    params: adminTaxParams,
    produces: ['application/pdf', 'image/jpeg', 'image/png'],
    answers: { 200: z.string().describe('PDF, JPEG or PNG') },
  },
} as const satisfies SchemaTable;
