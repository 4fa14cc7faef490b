import type { shopSchemas } from '../shop.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['shop'];

/**
 * A creator's shop (issue #67, decision 0159): the products on their page, the checkout that buys one (a
 * guest's too), the creator's editor and files, the buyer's library, the guest's link, and a file's bytes
 * behind its signed address.
 */
export const shopCalls = callTable<typeof shopSchemas>()({
  shop: {
    method: 'GET',
    path: '/v1/profile/:page_url/shop',
    access: 'identified',
    tags,
    errors: ['NotFoundException', 'ValidationException'],
  },
  product: {
    method: 'GET',
    path: '/v1/shop/products/:id',
    access: 'identified',
    tags,
    errors: ['NotFoundException', 'ValidationException'],
  },
  buy: {
    method: 'POST',
    path: '/v1/shop/products/:id/buy',
    access: 'identified',
    tags,
    // a checkout waits on the payment provider, which may be down; the last unit may be taken
    errors: [
      'NotFoundException',
      'ValidationException',
      'TooManyRequestsException',
      'ConflictException',
      'ServiceUnavailableException',
    ],
  },
  myProducts: {
    method: 'GET',
    path: '/v1/user/shop/products',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  create: {
    method: 'POST',
    path: '/v1/user/shop/products',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  update: {
    method: 'PUT',
    path: '/v1/user/shop/products/:id',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException'],
  },
  remove: {
    method: 'DELETE',
    path: '/v1/user/shop/products/:id',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException'],
  },
  uploadFile: {
    method: 'POST',
    path: '/v1/user/shop/products/:id/files',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException'],
  },
  removeFile: {
    method: 'DELETE',
    path: '/v1/user/shop/products/:id/files/:file_id',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException'],
  },
  library: {
    method: 'GET',
    path: '/v1/user/shop/library',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  guest: {
    method: 'GET',
    path: '/v1/shop/guest/:token',
    access: 'anyone',
    tags,
    errors: ['NotFoundException', 'ValidationException', 'TooManyRequestsException'],
  },
  attach: {
    method: 'POST',
    path: '/v1/shop/guest/:token/attach',
    access: 'signed-in',
    tags,
    errors: [...signedInErrors, 'ConflictException'],
  },
  attachByEmail: {
    method: 'POST',
    path: '/v1/user/shop/attach',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  // a file's bytes for the buyer its signed address names; the session is read by the route itself
  file: {
    method: 'GET',
    path: '/v1/shop/files/:file_id',
    access: 'anyone',
    tags,
    errors: [],
    hidden: true,
  },
});
