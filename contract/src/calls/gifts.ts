import type { giftsSchemas } from '../gifts.ts';
import type { heldGiftsSchemas } from '../overlay.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

// the payment provider may not answer when a checkout is opened
const errors = [...signedInErrors, 'ServiceUnavailableException'] as const;
const tags = ['gifts'];

/**
 * Gifts: a checkout opened for a gift to a creator or to one of their goals (by anyone, signed in or not),
 * the gifts on a creator's page, and the creator's reply to a gift or hiding it.
 */
export const giftsCalls = callTable<typeof giftsSchemas>()({
  giftCreator: { method: 'POST', path: '/v1/donate', access: 'identified', tags, errors },
  giftPage: { method: 'POST', path: '/v1/donate/:id', access: 'identified', tags, errors },
  giftGoal: { method: 'POST', path: '/v1/goals/:goal_id/donate', access: 'identified', tags, errors },
  // the session is read in the tab's own statement (decision 0116), not by a hook
  list: { method: 'GET', path: '/v1/profile/:page_url/gifts', access: 'anyone', tags, errors },
  reply: { method: 'POST', path: '/v1/user/donations/reply', access: 'signed-in', tags, errors },
  hide: { method: 'POST', path: '/v1/user/donations/hide', access: 'signed-in', tags, errors },
});

const heldGift = { access: 'signed-in', tags, errors: signedInErrors } as const;

/** Paid gifts whose words wait for the creator's review: listed, then shown as sent or removed. */
export const heldGiftsCalls = callTable<typeof heldGiftsSchemas>()({
  list: { method: 'GET', path: '/v1/user/donations/held', ...heldGift },
  approve: { method: 'POST', path: '/v1/user/donations/held/approve', ...heldGift },
  remove: { method: 'POST', path: '/v1/user/donations/held/remove', ...heldGift },
});
