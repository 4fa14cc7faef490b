import type { promotionsSchemas } from '../promotions.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['promotions'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;

/**
 * A creator's promo codes (made, changed, archived and listed by their creator), and the price a checkout
 * will charge with one, which anyone about to pay may ask.
 */
export const promotionsCalls = callTable<typeof promotionsSchemas>()({
  list: { method: 'GET', path: '/v1/user/promo-codes', ...signedIn },
  create: { method: 'POST', path: '/v1/user/promo-codes', ...signedIn },
  update: { method: 'PUT', path: '/v1/user/promo-codes/:id', ...signedIn },
  archive: { method: 'POST', path: '/v1/user/promo-codes/:id/archive', ...signedIn },
  quote: {
    method: 'POST',
    path: '/v1/promo-codes/quote',
    access: 'identified',
    tags,
    errors: ['NotFoundException', 'ValidationException', 'TooManyRequestsException'],
  },
});
