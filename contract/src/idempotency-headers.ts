import { z } from 'zod';
import { idempotencyKeyPattern } from './idempotency.ts';
import { says } from './said.ts';

/** The headers of a money call, for its validation and the OpenAPI document. */
export const idempotentCallHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(idempotencyKeyPattern, says('idempotencyKeyInvalid'))
    .optional()
    .meta({
      description:
        'A new random UUID per payment, the same one on a retry of it: a repeat with the same body gets ' +
        'the first answer and moves no money; with another body, a 422. Kept for 24 hours.',
    }),
});
