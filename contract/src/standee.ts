import { z } from 'zod';
import { giftRequest } from './gifts.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** The paper sizes a standee is printed on: A6 (a table card) and A5 (a counter sign), portrait. */
export const standeeSizes = ['a6', 'a5'] as const;
export type StandeeSize = (typeof standeeSizes)[number];

/** The source a standee's code gives the gifts it brings (`?source=qr-standee`, `giftSources`). */
export const standeeSource = 'qr-standee' as const;

/**
 * GET /v1/user/standee: the signed-in creator's printable standee. `size` is A6 unless told; `amount`, in
 * pesos as a gift's (`150`, `99.50`, read by the gift form's own field), is the gift amount the code
 * presets, none when left out.
 */
export const standeeQuery = z.strictObject({
  size: z.enum(standeeSizes, { error: says('fieldSelectedInvalid', { field: 'size' }) }).default('a6'),
  amount: giftRequest.shape.amount.optional(),
});
export type StandeeQuery = z.input<typeof standeeQuery>;

/** The schemas of `standeeCalls` (`calls/standee.ts`): a download, not JSON. */
export const standeeSchemas = {
  pdf: {
    query: standeeQuery,
    answers: { 200: z.string().describe('PDF') },
    produces: ['application/pdf'],
  },
} as const satisfies SchemaTable;
