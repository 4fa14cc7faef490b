import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { LeakLookup } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';
import { confidenceWord } from './leak-answer';

const me = buildUser();
const lookupsPath = '/v1/user/marks/lookups';
const lookupId = '7f1c1f0e-8a59-4c1e-9b7a-000000000001';
const postId = '7f1c1f0e-8a59-4c1e-9b7a-000000000002';
const reportPath = `/v1/user/marks/lookups/${lookupId}/report`;

function buildLookup(overrides: Partial<LeakLookup> = {}): LeakLookup {
  return {
    id: lookupId,
    outcome: 'named',
    photo: { post_id: postId, post_type: 'image_collection', position: 2 },
    viewer: {
      page_url: 'leaker',
      page_name: 'Lito Leaker',
      access: 'buyer',
      purchase_id: '7f1c1f0e-8a59-4c1e-9b7a-000000000003',
      first_opened_at: '2026-11-19T02:00:00.000Z',
    },
    confidence: { sigma: 14.2, runner_up: 1.3 },
    can_report: true,
    photos_pending: 0,
    created_at: '2026-11-30T02:00:00.000Z',
    ...overrides,
  };
}

const report = {
  data: {
    id: '7f1c1f0e-8a59-4c1e-9b7a-000000000004',
    lookup_id: lookupId,
    status: 'open',
    creator: {
      user_id: '7f1c1f0e-8a59-4c1e-9b7a-000000000005',
      page_url: 'juan',
      page_name: 'Juan dela Cruz',
    },
    viewer: { user_id: '7f1c1f0e-8a59-4c1e-9b7a-000000000006', page_url: 'leaker', page_name: 'Lito Leaker' },
    post_id: postId,
    access: 'buyer',
    purchase_id: '7f1c1f0e-8a59-4c1e-9b7a-000000000003',
    note: 'On a forum',
    confidence: { sigma: 14.2, runner_up: 1.3 },
    access_revoked_at: null,
    suspended_at: null,
    closed_at: null,
    created_at: '2026-11-30T02:01:00.000Z',
  },
};

const mockPage = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /v1/user/profile': { body: { data: me } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/marks/settings': { body: { data: { visible_mark: false } } },
    ...extra,
  });

const photo = (name = 'found.jpg', type = 'image/jpeg', bytes = 1024) =>
  new File([new Uint8Array(bytes)], name, { type });

async function upload(file = photo()) {
  await screen.findByRole('heading', { name: 'Find a leaked photo' });
  const input = screen.getByTestId('leak-drop-zone').querySelector('input[type="file"]')!;
  // as a browser would hand over a file the picker's filter let through
  fireEvent.change(input, { target: { files: [file] } });
}

describe('the leak lookup', () => {
  it('names the buyer whose copy it was, with the photo, the date, their access and the confidence', async () => {
    const api = mockPage({ [`POST ${lookupsPath}`]: { body: { data: buildLookup() } } });
    renderApp('/dashboard/creator-hub/leaks');
    await upload();

    const answer = await screen.findByRole('region', { name: 'Whose copy' });
    expect(answer).toHaveTextContent('This is Lito Leaker’s copy');
    expect(within(answer).getByRole('link', { name: '@leaker' })).toHaveAttribute('href', '/leaker');
    expect(answer).toHaveTextContent('Photo 3 of your Snap Slide');
    expect(answer).toHaveTextContent('Bought the post');
    expect(answer).toHaveTextContent('Nov 19, 2026');
    expect(answer).toHaveTextContent('Certain (Mark strength 14.2 σ; next best 1.3 σ)');
    expect(within(answer).getByRole('link', { name: 'Open the post' }).getAttribute('href')).toContain(
      postId,
    );
    expect(within(answer).getByRole('button', { name: 'Report to PIXEL' })).toBeInTheDocument();
    const sent = api.mock.calls.find(([input]) => String(input).endsWith(lookupsPath));
    expect(sent?.[1]?.body).toBeInstanceOf(FormData);
    expect((sent?.[1]?.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('words the confidence from the figure and the next best', () => {
    expect(confidenceWord({ sigma: 14, runner_up: 1.2 })).toBe('certain');
    expect(confidenceWord({ sigma: 7, runner_up: 1.2 })).toBe('likely');
    expect(confidenceWord({ sigma: 14, runner_up: 5 })).toBe('likely');
  });

  it('sends a report with its note, then says it is with PIXEL’s staff', async () => {
    const api = mockPage({
      [`POST ${lookupsPath}`]: { body: { data: buildLookup() } },
      [`POST ${reportPath}`]: { status: 201, body: report },
    });
    renderApp('/dashboard/creator-hub/leaks');
    const user = userEvent.setup();
    await upload();
    await user.click(await screen.findByRole('button', { name: 'Report to PIXEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this leak to PIXEL' });
    expect(dialog).toHaveTextContent('PIXEL’s staff will look at Lito Leaker’s copy');
    await user.type(within(dialog).getByRole('textbox', { name: 'Note (optional)' }), 'On a forum');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await screen.findByText('Reported: PIXEL’s staff will look at it')).toBeInTheDocument();
    expect(sentBodies(api, `POST ${reportPath}`)).toEqual([{ note: 'On a forum' }]);
    expect(screen.queryByRole('button', { name: 'Report to PIXEL' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says a member's report closes only this post to them, their membership kept", async () => {
    const viewer = { ...buildLookup().viewer!, access: 'member' as const, purchase_id: null };
    mockPage({ [`POST ${lookupsPath}`]: { body: { data: buildLookup({ viewer }) } } });
    renderApp('/dashboard/creator-hub/leaks');
    const user = userEvent.setup();
    await upload();
    const answer = await screen.findByRole('region', { name: 'Whose copy' });
    expect(answer).toHaveTextContent('Member');
    await user.click(within(answer).getByRole('button', { name: 'Report to PIXEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this leak to PIXEL' });
    expect(dialog).toHaveTextContent(
      'may close this post to them (their membership stays, without this post) or suspend their account',
    );
  });

  it('draws a report already open (409) as reported', async () => {
    mockPage({
      [`POST ${lookupsPath}`]: { body: { data: buildLookup() } },
      [`POST ${reportPath}`]: {
        status: 409,
        body: {
          exception: 'ConflictException',
          message_key: 'leakReportOpen',
          message: 'A report of this copy is open already. PIXEL’s staff will look into it.',
        },
      },
    });
    renderApp('/dashboard/creator-hub/leaks');
    const user = userEvent.setup();
    await upload();
    await user.click(await screen.findByRole('button', { name: 'Report to PIXEL' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report this leak to PIXEL' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Reported: PIXEL’s staff will look at it')).toBeInTheDocument();
  });

  it('draws a lookup whose report is open already as reported, with no button', async () => {
    mockPage({ [`POST ${lookupsPath}`]: { body: { data: buildLookup({ can_report: false }) } } });
    renderApp('/dashboard/creator-hub/leaks');
    await upload();
    expect(await screen.findByText('Reported: PIXEL’s staff will look at it')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report to PIXEL' })).not.toBeInTheDocument();
  });

  it('says when the photo is the creator’s but carries no buyer’s mark', async () => {
    mockPage({
      [`POST ${lookupsPath}`]: {
        body: {
          data: buildLookup({ outcome: 'no_mark', viewer: null, confidence: null, can_report: false }),
        },
      },
    });
    renderApp('/dashboard/creator-hub/leaks');
    await upload();
    expect(await screen.findByText('No mark found on this copy')).toBeInTheDocument();
    expect(screen.getByText(/a copy of a preview, of your own posting/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report to PIXEL' })).not.toBeInTheDocument();
  });

  it('says when the copy is of none of the creator’s photos', async () => {
    mockPage({
      [`POST ${lookupsPath}`]: {
        body: {
          data: buildLookup({
            outcome: 'not_yours',
            photo: null,
            viewer: null,
            confidence: null,
            can_report: false,
          }),
        },
      },
    });
    renderApp('/dashboard/creator-hub/leaks');
    await upload();
    expect(await screen.findByText('This isn’t a copy of any of your photos')).toBeInTheDocument();
    expect(screen.queryByText(/still being made ready/)).not.toBeInTheDocument();
  });

  it('says when some photos were not compared yet, to try again in a few minutes', async () => {
    const none = {
      outcome: 'not_yours',
      photo: null,
      viewer: null,
      confidence: null,
      can_report: false,
    } as const;
    mockPage({ [`POST ${lookupsPath}`]: { body: { data: buildLookup({ ...none, photos_pending: 40 }) } } });
    renderApp('/dashboard/creator-hub/leaks');
    await upload();
    expect(
      await screen.findByText(
        '40 of your photos are still being made ready to compare and were left out. Try again in a few minutes.',
      ),
    ).toBeInTheDocument();
  });

  it('checks the type and size before sending, and says the server’s 422 beside the field', async () => {
    const api = mockPage({
      [`POST ${lookupsPath}`]: {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'imageTooManyPixels',
          message: 'The image dimensions are too large.',
          errors: { image: ['The image dimensions are too large.'] },
          error_keys: { image: ['imageTooManyPixels'] },
        },
      },
    });
    renderApp('/dashboard/creator-hub/leaks');
    await upload(photo('found.gif', 'image/gif'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a JPEG, PNG or WebP photo.');
    await upload(photo('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be 10 MB or smaller.');
    expect(sentBodies(api, `POST ${lookupsPath}`)).toEqual([]);

    await upload(photo('wide.png', 'image/png'));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('The image dimensions are too large.'),
    );
  });

  it('says too many lookups (429) as the app says a refusal', async () => {
    mockPage({
      [`POST ${lookupsPath}`]: {
        status: 429,
        body: {
          exception: 'TooManyRequestsException',
          message_key: 'tooManyRequests',
          message: 'Too many requests. Please try again in 40 seconds.',
          data: { retry_in_seconds: 40 },
        },
      },
    });
    renderApp('/dashboard/creator-hub/leaks');
    await upload();
    expect(await screen.findByText('Too many requests. Please try again in 40 seconds.')).toBeInTheDocument();
  });

  it('has a place in the creator’s menu', async () => {
    mockPage();
    renderApp('/dashboard/creator-hub/leaks');
    await screen.findByRole('heading', { name: 'Find a leaked photo' });
    const links = screen.getAllByRole('link', { name: 'Find a leaked photo' });
    expect(links.some((link) => link.getAttribute('href') === '/dashboard/creator-hub/leaks')).toBe(true);
  });

  it("turns on the visible mark: the page address in a corner of the buyers' next copies", async () => {
    const fetchMock = mockPage({
      'PUT /v1/user/marks/settings': ({ body }) => ({ body: { data: body as { visible_mark: boolean } } }),
    });
    renderApp('/dashboard/creator-hub/leaks');
    const section = await screen.findByRole('region', { name: 'A mark they can see' });
    const toggle = await within(section).findByRole('switch', {
      name: /^Show each buyer's page address on their copy/,
    });
    expect(toggle).not.toBeChecked();
    expect(section).toHaveTextContent('Copies already opened stay as they are.');
    await userEvent.click(toggle);
    expect(await screen.findByText('Saved.')).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(sentBodies(fetchMock, 'PUT /v1/user/marks/settings')).toEqual([{ visible_mark: true }]);
  });
});
