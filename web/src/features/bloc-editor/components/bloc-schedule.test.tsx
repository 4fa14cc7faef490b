import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlocPost } from '@pixel/contract';
import { buildBlocPost, buildTier } from '@/testing/content-builders';
import { buildUser, mockApi, pageOf, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const scheduledPost = buildBlocPost({
  title: 'Launch day',
  body: 'The new comic is out',
  publish_at: '2026-12-01T01:00:00.000Z',
});

function openEditor(handlers: Parameters<typeof mockApi>[0] = {}) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/juan/bloc': pageOf([]),
    'GET /v1/user/bloc/scheduled': pageOf([]),
    ...handlers,
  });
  renderApp('/dashboard/creator-hub/bloc');
  return { fetchMock, user: userEvent.setup() };
}

describe('scheduling a Bloc post', () => {
  it('asks for a Manila date and time, then sends it with its offset', async () => {
    const { fetchMock, user } = openEditor({
      'POST /v1/user/bloc': ({ body }) => ({
        status: 201,
        body: {
          data: buildBlocPost({ ...(body as Partial<BlocPost>), publish_at: '2026-12-01T01:00:00.000Z' }),
        },
      }),
    });
    await user.type(await screen.findByLabelText(/^Post/), 'The new comic is out');
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Post' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'At a time I choose' }));
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    const when = screen.getByLabelText('Date and time (Manila time)');
    await waitFor(() => expect(when).toHaveAccessibleDescription(/The publishing time field is required\./));
    expect(sentBodies(fetchMock, 'POST /v1/user/bloc')).toEqual([]);

    fireEvent.change(when, { target: { value: '2026-12-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText('Scheduled for Dec 1, 2026 at 9:00 am (Manila time).'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/bloc')).toEqual([
      { body: 'The new comic is out', visibility: 'public', publish_at: '2026-12-01T09:00:00+08:00' },
    ]);
    // the form is new again, going out now
    expect(screen.getByRole('radio', { name: 'Now' })).toBeChecked();
  });

  it('says the server’s refusal of a time under its field', async () => {
    const { user } = openEditor({
      'POST /v1/user/bloc': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'scheduleInPast',
          message: 'The publishing time must be later than now.',
          errors: { publish_at: ['The publishing time must be later than now.'] },
        },
      },
    });
    await user.type(await screen.findByLabelText(/^Post/), 'Too late');
    await user.click(screen.getByRole('radio', { name: 'At a time I choose' }));
    const when = screen.getByLabelText('Date and time (Manila time)');
    fireEvent.change(when, { target: { value: '2020-01-01T09:00' } });
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    await waitFor(() =>
      expect(when).toHaveAccessibleDescription(/The publishing time must be later than now\./),
    );
  });

  it('opens a members-only post to everyone from a chosen time', async () => {
    const tier = buildTier({ name: 'Sketch Club' });
    const { fetchMock, user } = openEditor({
      'GET /v1/user/memberships/tiers': { body: { data: [tier] } },
      'POST /v1/user/bloc': ({ body }) => ({
        status: 201,
        body: { data: buildBlocPost(body as Partial<BlocPost>) },
      }),
    });
    await user.type(await screen.findByLabelText(/^Post/), 'Members first');
    await user.click(await screen.findByRole('radio', { name: 'Members only' }));
    // Mantine's Select names its field and its list of options alike: the field comes first
    const [tiers] = await screen.findAllByLabelText(/^Members of/);
    await user.click(tiers!);
    await user.click(screen.getByRole('option', { name: 'Sketch Club' }));
    await user.click(screen.getByRole('checkbox', { name: /Open to everyone later/ }));
    fireEvent.change(screen.getByLabelText('Open to everyone from (Manila time)'), {
      target: { value: '2026-12-08T18:30' },
    });
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Posted to your Bloc.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/bloc')).toEqual([
      {
        body: 'Members first',
        visibility: 'members',
        min_tier_id: tier.id,
        public_from: '2026-12-08T18:30:00+08:00',
      },
    ]);
  });
});

describe('the scheduled Bloc posts', () => {
  it('are listed apart with their Manila time, and one goes out now', async () => {
    const { fetchMock, user } = openEditor({
      'GET /v1/profile/juan/bloc': pageOf([scheduledPost, buildBlocPost({ title: 'Out already' })]),
      'GET /v1/user/bloc/scheduled': pageOf([scheduledPost]),
      [`POST /v1/user/bloc/${scheduledPost.id}/publish`]: {
        body: { data: { ...scheduledPost, publish_at: null } },
      },
    });
    const section = await screen.findByRole('region', { name: 'Scheduled' });
    const card = within(section).getByRole('article', { name: 'Launch day' });
    expect(card).toHaveTextContent('Goes out Dec 1, 2026 at 9:00 am (Manila time)');
    expect(card).toHaveTextContent('Scheduled');
    // the page's list below holds only what is out
    expect(screen.getAllByRole('article', { name: 'Launch day' })).toHaveLength(1);
    expect(screen.getByRole('article', { name: 'Out already' })).not.toHaveTextContent('Publish now');

    await user.click(within(card).getByRole('button', { name: 'Publish now' }));
    expect(await screen.findByText('Your post is live.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/user/bloc/${scheduledPost.id}/publish`)).toHaveLength(1);
  });

  it('moves to a new time from the edit form', async () => {
    const { fetchMock, user } = openEditor({
      'GET /v1/user/bloc/scheduled': pageOf([scheduledPost]),
      [`PUT /v1/user/bloc/${scheduledPost.id}`]: ({ body }) => ({
        body: { data: { ...scheduledPost, ...(body as object), publish_at: '2026-12-02T01:00:00.000Z' } },
      }),
    });
    const section = await screen.findByRole('region', { name: 'Scheduled' });
    await user.click(within(section).getByRole('button', { name: 'Edit' }));
    const form = screen.getByRole('form', { name: 'Edit post' });
    const when = within(form).getByLabelText('Date and time (Manila time)');
    expect(when).toHaveValue('2026-12-01T09:00');
    fireEvent.change(when, { target: { value: '2026-12-02T09:00' } });
    await user.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, `PUT /v1/user/bloc/${scheduledPost.id}`)).toEqual([
        {
          title: 'Launch day',
          body: 'The new comic is out',
          visibility: 'public',
          publish_at: '2026-12-02T09:00:00+08:00',
        },
      ]),
    );
  });
});
