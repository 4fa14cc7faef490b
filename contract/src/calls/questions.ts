import type { questionsSchemas } from '../questions.ts';
import { signedInErrors } from '../exceptions.ts';
import { callTable } from '../route-table.ts';

const signedIn = { access: 'signed-in', tags: ['questions'], errors: signedInErrors } as const;
// visitors read and ask too; the creator also sees the hidden and unanswered ones
const anyReader = { ...signedIn, access: 'identified' } as const;

/** A creator's Ask Me Anything page: its topic, the questions asked there, and the creator's answers. */
export const questionsCalls = callTable<typeof questionsSchemas>()({
  saveTopic: { method: 'PUT', path: '/v1/user/questions/topic', ...signedIn },
  topic: { method: 'GET', path: '/v1/profile/questions/topic/:username', ...anyReader },
  ask: { method: 'POST', path: '/v1/profile/:page_url/questions', ...anyReader },
  list: { method: 'GET', path: '/v1/profile/:page_url/questions', ...anyReader },
  answer: { method: 'POST', path: '/v1/user/questions/:id/answer', ...signedIn },
  hide: { method: 'POST', path: '/v1/user/questions/:id/hide', ...signedIn },
  delete: { method: 'DELETE', path: '/v1/user/questions/:id', ...signedIn },
});
