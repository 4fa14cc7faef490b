import { z } from 'zod';
import { parseCentavos } from './centavos.ts';
import type { FieldLabel } from './fields.ts';
import { says } from './said.ts';

/** An amount as the API shows it. */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * An amount field of a request: a string or number, at most `maxLength` characters, two decimals,
 * no sign, no leading zeros. Gives centavos.
 */
export const amountField = (label: FieldLabel, options: { maxLength?: number } = {}) => {
  const maxLength = options.maxLength ?? 11;
  return z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? says('fieldRequired', { field: label })
          : says('fieldNumber', { field: label }),
    })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: says('fieldRequired', { field: label }) });
        return z.NEVER;
      }
      if (text.length > maxLength) {
        ctx.addIssue({
          code: 'custom',
          message: says('fieldTooLong', { field: label, max: maxLength }),
        });
        return z.NEVER;
      }
      if (text.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: says('fieldNegative', { field: label }) });
        return z.NEVER;
      }
      if (/^0\d/.test(text)) {
        ctx.addIssue({ code: 'custom', message: says('fieldLeadingZeros', { field: label }) });
        return z.NEVER;
      }
      const centavos = parseCentavos(text);
      if (centavos === null) {
        ctx.addIssue({
          code: 'custom',
          message: says('fieldDecimals', { field: label }),
        });
        return z.NEVER;
      }
      return centavos;
    });
};
