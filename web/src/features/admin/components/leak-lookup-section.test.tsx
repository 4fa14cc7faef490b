import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeakLookup } from '@pixel/contract';
import { buildAdminPersonDetail, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp, type MockResponse } from '@/testing/test-utils';

const id = '00000000-0000-4000-a000-000000000100';
const person = `/v1/admin/users/${id}`;
const lookups = `${person}/marks/lookups`;

const named: LeakLookup = {
  id: '00000000-0000-4000-a000-000000000901',
  outcome: 'named',
  photo: { post_id: '00000000-0000-4000-a000-000000000902', post_type: 'image', position: 0 },
  viewer: {
    page_url: 'leaker',
    page_name: 'Lito Leaker',
    access: 'buyer',
    purchase_id: '00000000-0000-4000-a000-000000000903',
    first_opened_at: '2026-11-19T02:00:00.000Z',
  },
  confidence: { sigma: 14.2, runner_up: 1.3 },
  can_report: true,
  photos_pending: 0,
  created_at: '2026-11-30T02:00:00.000Z',
};

const mockPerson = (role: 'support' | 'finance', lookup: MockResponse = { body: { data: named } }) =>
  mockApi({
    'GET /v1/admin/me': staffMe(role),
    [`GET ${person}`]: { body: { data: buildAdminPersonDetail({ id }) } },
    [`GET ${person}/posts`]: pageOf([], { per_page: 20 }),
    [`POST ${lookups}`]: lookup,
  });

const choose = async (file: File) => {
  const section = await screen.findByRole('region', { name: 'Leaked copies' });
  fireEvent.change(section.querySelector('input[type="file"]')!, { target: { files: [file] } });
  return section;
};

describe('a leaked copy looked up on a person’s page', () => {
  it('names whose copy it was for support', async () => {
    const api = mockPerson('support');
    renderApp(`/admin/people/${id}`);
    const section = await choose(new File([new Uint8Array(64)], 'found.jpg', { type: 'image/jpeg' }));

    expect(await within(section).findByText('A viewer’s mark was read.')).toBeInTheDocument();
    expect(section).toHaveTextContent('Lito Leaker @leaker');
    expect(section).toHaveTextContent('Bought the post');
    expect(section).toHaveTextContent('14.2 σ (next 1.3)');
    const sent = api.mock.calls.find(([input]) => String(input).endsWith(lookups));
    expect((sent?.[1]?.body as FormData).get('image')).toBeInstanceOf(File);
  });

  it('says the server’s refusal of the file beside the button', async () => {
    mockPerson('support', {
      status: 422,
      body: {
        exception: 'ValidationException',
        message_key: 'imageNotImage',
        message: 'The image must be an image.',
        errors: { image: ['The image must be an image.'] },
      },
    });
    renderApp(`/admin/people/${id}`);
    const section = await choose(new File([new Uint8Array(64)], 'found.png', { type: 'image/png' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The image must be an image.');
  });

  it('is not offered to a role that may not act on content', async () => {
    mockPerson('finance');
    renderApp(`/admin/people/${id}`);
    await screen.findByRole('region', { name: 'Posts' });
    expect(screen.queryByRole('region', { name: 'Leaked copies' })).not.toBeInTheDocument();
  });
});
