import type { giftItemsSchemas } from '../gift-items.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['gift-items'];

/**
 * Gifts of a membership or a post (issue #66, decision 0153): the checkout that pays one, its giver's and
 * its recipient's lists, and its claim link, read by anyone who has it and claimed signed in.
 */
export const giftItemsCalls = callTable<typeof giftItemsSchemas>()({
  start: {
    method: 'POST',
    path: '/v1/gift-items',
    access: 'signed-in',
    tags,
    // a checkout waits on the payment provider, which may be down
    errors: [...signedInErrors, 'ConflictException', 'ServiceUnavailableException'],
  },
  list: { method: 'GET', path: '/v1/user/gift-items', access: 'signed-in', tags, errors: signedInErrors },
  view: {
    method: 'GET',
    path: '/v1/gift-items/claim/:token',
    access: 'anyone',
    tags,
    errors: ['NotFoundException', 'ValidationException', 'TooManyRequestsException'],
  },
  claim: {
    method: 'POST',
    path: '/v1/gift-items/claim/:token',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ForbiddenException', 'ConflictException'],
  },
});
