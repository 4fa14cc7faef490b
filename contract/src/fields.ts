import { z } from 'zod';

const isMissing = (input: unknown) => input === undefined || input === null;

/** A required text field; an empty or blank value counts as missing, as a person would expect. */
export const requiredText = (
  label: string,
  max: number,
  requiredMessage = `The ${label} field is required.`,
) =>
  z
    .string({
      error: (issue) => (isMissing(issue.input) ? requiredMessage : `The ${label} must be a string.`),
    })
    .trim()
    .min(1, requiredMessage)
    .max(max, `The ${label} must not be greater than ${max} characters.`);

/** An optional text field; blank becomes undefined. */
export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be a string.` })
    .trim()
    .max(max, `The ${label} must not be greater than ${max} characters.`)
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A 0/1 flag; the web app sends numbers, forms may send booleans or strings. */
export const flag = (label: string) =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: `The ${label} field must be true or false.`,
    })
    .transform((value) => value === 1 || value === '1' || value === true);
