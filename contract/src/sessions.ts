import { z } from 'zod';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** One browser signed in to the account, as GET /v1/user/sessions lists it (newest first). */
export const accountSession = z.object({
  /** The session's public id: what DELETE /v1/user/sessions/{id} takes. Never the cookie. */
  id: z.uuid(),
  /** Read from the user agent: 'Chrome', 'Safari'; null when it names no browser we know. */
  browser: z.string().nullable(),
  /** Read from the user agent: 'Android', 'iPhone', 'Windows'; null when it names no system we know. */
  system: z.string().nullable(),
  /** The address of the session's latest request (as of last_seen_at). */
  ip: z.string().nullable(),
  signed_in_at: z.string(),
  /** Moved on at most every few minutes. */
  last_seen_at: z.string(),
  /** The session this request came with: "this device". */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionsResponse = z.object({ data: z.array(accountSession) });

export const sessionParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'session' })) });

export const endSessionResponse = z.object({ data: z.object({ message: z.string() }) });

export const endOtherSessionsResponse = z.object({
  data: z.object({ message: z.string(), ended: z.number().int() }),
});

/** 'Chrome on Android', as the Sessions screen and the new sign-in mail both say it. */
export function deviceLabel(session: { browser: string | null; system: string | null }) {
  const { browser, system } = session;
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return 'An unknown browser';
}

/** The schemas of `sessionsCalls` (`calls/sessions.ts`). */
export const sessionsSchemas = {
  list: { answers: { 200: accountSessionsResponse } },
  end: { params: sessionParams, answers: { 200: endSessionResponse } },
  endOthers: { answers: { 200: endOtherSessionsResponse } },
} as const satisfies SchemaTable;
