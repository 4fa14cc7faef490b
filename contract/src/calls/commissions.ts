import type { commissionsSchemas } from '../commissions.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['commissions'];
// a step the request is not at (accepting one already declined, delivering before the balance is paid)
const creatorStep = { access: 'signed-in', tags, errors: [...signedInErrors, 'ConflictException'] } as const;

/**
 * Commissions (issue #67, decision 0165): the types a creator offers on their page and edits; a supporter's
 * request with its reference images and the checkout of what is paid first; the creator's answer and steps;
 * the balance's checkout; the delivery's files and their signed addresses.
 */
export const commissionsCalls = callTable<typeof commissionsSchemas>()({
  page: {
    method: 'GET',
    path: '/v1/profile/:page_url/commissions',
    access: 'identified',
    tags,
    errors: ['NotFoundException', 'ValidationException'],
  },
  type: {
    method: 'GET',
    path: '/v1/commissions/types/:id',
    access: 'identified',
    tags,
    errors: ['NotFoundException', 'ValidationException'],
  },
  myTypes: {
    method: 'GET',
    path: '/v1/user/commissions/types',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  createType: {
    method: 'POST',
    path: '/v1/user/commissions/types',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException'],
  },
  updateType: {
    method: 'PUT',
    path: '/v1/user/commissions/types/:id',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  removeType: {
    method: 'DELETE',
    path: '/v1/user/commissions/types/:id',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException'],
  },
  uploadReference: {
    method: 'POST',
    path: '/v1/user/commissions/references',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  // a reference image's bytes for its supporter and the creator asked; read with their session
  reference: {
    method: 'GET',
    path: '/v1/user/commissions/references/:id',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
    hidden: true,
  },
  request: {
    method: 'POST',
    path: '/v1/commissions/types/:id/requests',
    access: 'signed-in',
    tags,
    // a checkout waits on the payment provider, which may be down; a type full or closed is a 409
    errors: [...signedInErrors, 'ConflictException', 'ServiceUnavailableException'],
  },
  myRequests: {
    method: 'GET',
    path: '/v1/user/commissions/requests',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  received: {
    method: 'GET',
    path: '/v1/user/commissions/received',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  view: {
    method: 'GET',
    path: '/v1/user/commissions/requests/:id',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  payBalance: {
    method: 'POST',
    path: '/v1/user/commissions/requests/:id/pay-balance',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException', 'ServiceUnavailableException'],
  },
  accept: { method: 'POST', path: '/v1/user/commissions/received/:id/accept', ...creatorStep },
  decline: { method: 'POST', path: '/v1/user/commissions/received/:id/decline', ...creatorStep },
  start: { method: 'POST', path: '/v1/user/commissions/received/:id/start', ...creatorStep },
  askBalance: { method: 'POST', path: '/v1/user/commissions/received/:id/ask-balance', ...creatorStep },
  deliver: { method: 'POST', path: '/v1/user/commissions/received/:id/deliver', ...creatorStep },
  uploadFile: { method: 'POST', path: '/v1/user/commissions/received/:id/files', ...creatorStep },
  removeFile: {
    method: 'DELETE',
    path: '/v1/user/commissions/received/:id/files/:file_id',
    ...creatorStep,
  },
  // a delivered file's bytes for the supporter its signed address names; the session is read by the route
  file: {
    method: 'GET',
    path: '/v1/commissions/files/:file_id',
    access: 'anyone',
    tags,
    errors: [],
    hidden: true,
  },
});
