import type { mediaRequestsSchemas } from '../media-requests.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['media requests'];
const signedIn = { access: 'signed-in', tags, errors: signedInErrors } as const;
// a request decided already cannot be decided again
const decide = { ...signedIn, errors: [...signedInErrors, 'ConflictException'] } as const;

/**
 * Media requests (issue #65, decision 0148): a viewer pays, as a gift, to have part of a YouTube video played
 * on the creator's stream; the creator sets the price of a second and the lengths taken, and approves,
 * declines (the gift refunded) or skips each request; the widget reads its queue by the overlay's address.
 */
export const mediaRequestsCalls = callTable<typeof mediaRequestsSchemas>()({
  settings: { method: 'GET', path: '/v1/user/stream/media', ...signedIn },
  updateSettings: { method: 'PUT', path: '/v1/user/stream/media', ...signedIn },
  // a creator who blocked the reader has no page for them, and so no terms
  terms: {
    method: 'GET',
    path: '/v1/profile/:page_url/media',
    access: 'identified',
    tags,
    errors: signedInErrors,
  },
  // the payment provider may not answer when a checkout is opened
  request: {
    method: 'POST',
    path: '/v1/profile/:page_url/media',
    access: 'identified',
    tags,
    errors: [...signedInErrors, 'ServiceUnavailableException'],
  },
  queue: { method: 'GET', path: '/v1/user/stream/media/requests', ...signedIn },
  approve: { method: 'POST', path: '/v1/user/stream/media/requests/:id/approve', ...decide },
  decline: { method: 'POST', path: '/v1/user/stream/media/requests/:id/decline', ...decide },
  skip: { method: 'POST', path: '/v1/user/stream/media/requests/:id/skip', ...decide },
  // the overlay's own address is its only key: a streaming program's browser has no session
  widget: { method: 'GET', path: '/v1/overlay/:token/media', access: 'anyone', tags, errors: signedInErrors },
});
