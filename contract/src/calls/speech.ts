import type { speechSchemas } from '../speech.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const tags = ['speech'];

/**
 * Spoken alerts (issue #65, decision 0145): the creator's settings, and a gift's message read aloud, which
 * the overlay fetches by its secret address as it shows the gift's alert.
 */
export const speechCalls = callTable<typeof speechSchemas>()({
  settings: {
    method: 'GET',
    path: '/v1/user/stream/speech',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  update: {
    method: 'PUT',
    path: '/v1/user/stream/speech',
    access: 'signed-in',
    tags,
    errors: signedInErrors,
  },
  // the overlay's own address is its only key: a streaming program's browser has no session
  audio: {
    method: 'GET',
    path: '/v1/overlay/:token/speech/:gift_id',
    access: 'anyone',
    tags,
    errors: signedInErrors,
  },
  testAudio: {
    method: 'GET',
    path: '/v1/overlay/:token/speech/test',
    access: 'anyone',
    tags,
    errors: signedInErrors,
  },
});
