import { z } from 'zod';
import type { en } from './locales/en.ts';
import { says } from './said.ts';
import { characterCount, codeUnitCap } from './text-length.ts';

/** A field's label as the schemas name it in their messages (`page url`): a label of the catalogue's `fields`. */
export type FieldLabel = keyof typeof en.fields;

const isMissing = (input: unknown) => input === undefined || input === null;

/**
 * At most `max` characters as a person counts them (`characterCount`), the count the web app's counters
 * show. A text far longer in code units than any such text (stacked combining marks) is refused with the
 * same message, before it is segmented. The API's document states the limit as `maxLength`.
 * The text is kept composed (NFC): ñ typed as n and a combining tilde is stored, searched and linked as ñ.
 */
export const withinCharacters = (text: z.ZodString, max: number, message: string) =>
  text
    .normalize('NFC')
    .refine((value) => value.length <= codeUnitCap(max) && characterCount(value) <= max, { message })
    .meta({ maxLength: max });

/** A required text field; an empty or blank value counts as missing, as a person would expect. */
export const requiredText = (
  label: FieldLabel,
  max: number,
  requiredMessage = says('fieldRequired', { field: label }),
) =>
  withinCharacters(
    z
      .string({
        error: (issue) => (isMissing(issue.input) ? requiredMessage : says('fieldString', { field: label })),
      })
      .trim()
      .min(1, requiredMessage),
    max,
    says('fieldTooLong', { field: label, max }),
  );

/** An optional text field; blank becomes undefined. */
export const optionalText = (label: FieldLabel, max: number) =>
  withinCharacters(
    z.string({ error: says('fieldString', { field: label }) }).trim(),
    max,
    says('fieldTooLong', { field: label, max }),
  )
    .nullish()
    .transform((value) => (value ? value : undefined));

/** A 0/1 flag; the web app sends numbers, forms may send booleans or strings. */
export const flag = (label: FieldLabel) =>
  z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: says('fieldBoolean', { field: label }),
    })
    .transform((value) => value === 1 || value === '1' || value === true);
