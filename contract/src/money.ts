import { z } from 'zod';
import { parseCentavos } from './centavos.ts';

/** An amount as the API shows it. */
export const moneyString = z.string().regex(/^-?\d+\.\d{2}$/);

/**
 * An amount field of a request: a string or number, at most `maxLength` characters, two decimals,
 * no sign, no leading zeros. Gives centavos.
 */
export const amountField = (label: string, options: { maxLength?: number } = {}) => {
  const maxLength = options.maxLength ?? 11;
  return z
    .union([z.string(), z.number()], {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `The ${label} field is required.`
          : `The ${label} must be a number.`,
    })
    .transform((value, ctx) => {
      const text = typeof value === 'number' ? String(value) : value.trim();
      if (text === '') {
        ctx.addIssue({ code: 'custom', message: `The ${label} field is required.` });
        return z.NEVER;
      }
      if (text.length > maxLength) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} must not be greater than ${maxLength} characters.`,
        });
        return z.NEVER;
      }
      if (text.startsWith('-')) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must not be negative.` });
        return z.NEVER;
      }
      if (/^0\d/.test(text)) {
        ctx.addIssue({ code: 'custom', message: `The ${label} must not have leading zeros.` });
        return z.NEVER;
      }
      const centavos = parseCentavos(text);
      if (centavos === null) {
        ctx.addIssue({
          code: 'custom',
          message: `The ${label} must be a number with at most 2 decimal places.`,
        });
        return z.NEVER;
      }
      return centavos;
    });
};
