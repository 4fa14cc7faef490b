import sharp from 'sharp';
import { request, type APIRequestContext, type Page } from 'playwright-core';
import type { Creator } from './accounts.ts';
import { moveClock } from './dev-clock.ts';
import type { Journey } from './journey.ts';
import { clientHeaders } from './server.ts';
import { appCode, type Staff } from './staff.ts';

/**
 * A staff member's API session, signed in as the log-in page does it: the password, then the app's code
 * (each code is taken once, so the clock moves on to the next one first).
 */
export async function staffApi(journey: Journey, staff: Staff): Promise<APIRequestContext> {
  const api = await request.newContext({
    baseURL: journey.baseUrl,
    extraHTTPHeaders: {
      origin: journey.baseUrl,
      accept: 'application/json',
      ...clientHeaders(journey.baseUrl),
    },
  });
  const login = await api.post('/v1/auth/login', { data: { email: staff.email, password: staff.password } });
  if (!login.ok()) throw new Error(`staff log-in answered ${login.status()}: ${await login.text()}`);
  const { challenge_token: challengeToken } = (await login.json()).data;
  await moveClock(journey.baseUrl, 30);
  const second = await api.post('/v1/auth/login/two-factor', {
    data: { challenge_token: challengeToken, code: await appCode(journey.baseUrl, staff.key) },
  });
  if (!second.ok()) throw new Error(`the second step answered ${second.status()}: ${await second.text()}`);
  return api;
}

/** A photo a phone could take of an ID or a face: one colour, big enough for the server's 300 px. */
const snapshot = (colour: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg({ quality: 80 })
    .toBuffer();

/**
 * The creator signed in on `page` sends their identity with a passport (which has no back), and two staff
 * members approve it through the API, the second confirming the first's approval (decision 0121): what the
 * identity-verification journey does on its screens, for journeys about what comes after. The legal name is
 * the creator's page name unless told.
 */
export async function verifiedByStaff(
  journey: Journey,
  page: Page,
  creator: Creator,
  reviewers: [first: Staff, second: Staff],
  legalName = creator.pageName,
) {
  const sent = await page.request.post('/v1/user/verification', {
    headers: { origin: journey.baseUrl },
    multipart: {
      legal_name: legalName,
      birth_date: '1994-03-04',
      address: '12 Mabini St., Brgy. San Roque, Quezon City',
      id_type: 'passport',
      id_front: {
        name: 'passport.jpg',
        mimeType: 'image/jpeg',
        buffer: await snapshot('#6b1d3a', 1000, 700),
      },
      selfie: { name: 'selfie.jpg', mimeType: 'image/jpeg', buffer: await snapshot('#c9a27e', 600, 800) },
    },
  });
  if (!sent.ok()) throw new Error(`the verification answered ${sent.status()}: ${await sent.text()}`);
  const [first, second] = reviewers;
  const approve = async (reviewer: Staff, reason: string, expected: number) => {
    const api = await staffApi(journey, reviewer);
    try {
      const queue = await api.get('/v1/admin/verifications?status=pending');
      const mine = ((await queue.json()).data as { id: string; user: { page_url: string } }[]).find(
        (row) => row.user.page_url === creator.pageUrl,
      );
      if (!mine) throw new Error(`no verification from ${creator.pageUrl} waits for ${reviewer.email}`);
      const approved = await api.post(`/v1/admin/verifications/${mine.id}/approve`, { data: { reason } });
      if (approved.status() !== expected) {
        throw new Error(`approving answered ${approved.status()}, not ${expected}: ${await approved.text()}`);
      }
    } finally {
      await api.dispose();
    }
  };
  // the first approval waits (202); a colleague's confirms it (200)
  await approve(first, 'The passport and the selfie match the details.', 202);
  await approve(second, 'Checked again: the passport and the selfie match.', 200);
}

/** Finance releases a creator's first payout from its review at once, as the Payouts page does. */
export async function releasedByFinance(journey: Journey, finance: Staff, reference: string) {
  const api = await staffApi(journey, finance);
  try {
    const released = await api.post(`/v1/admin/payouts/${reference}/release`, {
      data: { reason: 'Known creator: no need to wait for the review.' },
    });
    if (!released.ok()) throw new Error(`releasing answered ${released.status()}: ${await released.text()}`);
  } finally {
    await api.dispose();
  }
}
