import type { contentSchemas } from '../content.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['content'], errors: signedInErrors } as const;
// a locked post shows its peek to whoever has not bought it
const anyReader = { ...signedIn, access: 'identified' } as const;
// the payment provider may not answer when a checkout is opened
// a post staff hid cannot be changed by its creator (decision 0103)
const editable = { ...signedIn, errors: [...signedInErrors, 'ConflictException'] } as const;
// a post staff closed to the buyer for a leak is not sold to them again (decision 0166)
const purchase = {
  ...signedIn,
  errors: [...signedInErrors, 'ConflictException', 'ServiceUnavailableException'],
} as const;

/**
 * Snaps (one photo) and Slides (photos in order): made, priced and deleted by their creator, bought by
 * supporters, and read on the creator's page. (The photos' own bytes, `/v1/media/photos/...`, are not JSON
 * and are registered apart.)
 */
export const contentCalls = callTable<typeof contentSchemas>()({
  prices: { method: 'GET', path: '/v1/user/prices', ...signedIn },
  createSnap: { method: 'POST', path: '/v1/user/content/images/create', ...signedIn },
  updateSnap: { method: 'PUT', path: '/v1/user/content/images/update/:id', ...editable },
  deleteSnap: { method: 'DELETE', path: '/v1/user/content/images/delete/:id', ...signedIn },
  createSlide: { method: 'POST', path: '/v1/user/content/images/collection/create', ...signedIn },
  updateSlide: {
    method: 'PUT',
    path: '/v1/user/content/images/collection/update/:collection_id',
    ...editable,
  },
  updateSlideImages: {
    method: 'PUT',
    path: '/v1/user/content/images/collection/update/:collection_id/image',
    ...editable,
  },
  deleteSlide: { method: 'DELETE', path: '/v1/user/content/images/collection/delete/:id', ...signedIn },
  setPrice: { method: 'PUT', path: '/v1/user/content/images/settings', ...editable },
  purchaseSnap: { method: 'POST', path: '/v1/user/content/images/purchase', ...purchase },
  purchaseSlide: { method: 'POST', path: '/v1/user/content/images/collection/purchase', ...purchase },
  purchaseStatus: { method: 'GET', path: '/v1/user/content/images/purchase/:reference', ...signedIn },
  buyers: { method: 'GET', path: '/v1/user/content/images/buyers/:type/:id', ...signedIn },
  // the creator's Snaps and Slides waiting to be published, soonest first (decision 0157)
  scheduled: { method: 'GET', path: '/v1/user/content/images/scheduled', ...signedIn },
  // the session is read in the tab's own statement (decision 0116), not by a hook
  list: { method: 'GET', path: '/v1/profile/content/images/:username', ...signedIn, access: 'anyone' },
  snap: { method: 'GET', path: '/v1/profile/content/images/:username/image_id/:id', ...anyReader },
  slide: {
    method: 'GET',
    path: '/v1/profile/content/images/collection/:username/collection_id/:id',
    ...anyReader,
  },
  // the pixels of a photo for the viewer its signed address names, or a 304; the session is read only for
  // an address signed for one person, by the route itself
  photoBytes: {
    method: 'GET',
    path: '/v1/media/photos/:photo_id/:variant',
    access: 'anyone',
    tags: ['content'],
    errors: [],
  },
});
