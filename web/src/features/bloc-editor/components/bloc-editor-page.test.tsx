import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlocPost } from '@pixel/contract';
import { buildBlocPost, buildTier } from '@/testing/content-builders';
import { buildUser, mockApi, pageOf, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const post = (overrides: Partial<BlocPost> = {}) =>
  buildBlocPost({
    title: 'Studio notes',
    body: 'Inking day. #komiks',
    visibility: 'supporters',
    created_at: '2026-11-01T00:00:00.000Z',
    updated_at: '2026-11-01T00:00:00.000Z',
    ...overrides,
  });

describe('Bloc editor', () => {
  it('requires the body, then posts for supporters only', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/bloc/scheduled': pageOf([]),
      'GET /v1/profile/juan/bloc': pageOf([]),
      'POST /v1/user/bloc': ({ body }) => ({ status: 201, body: { data: post(body as Partial<BlocPost>) } }),
    });
    renderApp('/dashboard/creator-hub/bloc');
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Post' }));
    // the form's schema check is asynchronous: the message comes a moment after the click
    await waitFor(() =>
      expect(screen.getByLabelText(/^Post/)).toHaveAccessibleDescription(/The body field is required\./),
    );

    await user.type(screen.getByLabelText('Title'), 'Studio notes');
    await user.type(screen.getByLabelText(/^Post/), 'Inking day. #komiks');
    await user.click(screen.getByRole('radio', { name: 'Supporters only' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Posted to your Bloc.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/bloc')).toEqual([
      { title: 'Studio notes', body: 'Inking day. #komiks', visibility: 'supporters' },
    ]);
  });

  it('posts for the members of a tier and those above, once a tier is chosen', async () => {
    const tier = buildTier({ name: 'Sketch Club' });
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/bloc/scheduled': pageOf([]),
      'GET /v1/profile/juan/bloc': pageOf([]),
      'GET /v1/user/memberships/tiers': {
        body: { data: [tier, buildTier({ name: 'Old', status: 'archived', position: 1 })] },
      },
      'POST /v1/user/bloc': ({ body }) => ({ status: 201, body: { data: post(body as Partial<BlocPost>) } }),
    });
    renderApp('/dashboard/creator-hub/bloc');
    const user = userEvent.setup();

    await user.type(await screen.findByLabelText(/^Post/), 'Club news');
    await user.click(await screen.findByRole('radio', { name: 'Members only' }));
    // Mantine's Select names its field and its list of options alike: the field comes first
    const [tiers] = await screen.findAllByLabelText(/^Members of/);
    await user.click(tiers!);
    // an archived tier takes no members: it is not offered
    expect(screen.queryByRole('option', { name: 'Old' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Sketch Club' }));
    await user.click(screen.getByRole('button', { name: 'Post' }));

    expect(await screen.findByText('Posted to your Bloc.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/bloc')).toEqual([
      { body: 'Club news', visibility: 'members', min_tier_id: tier.id },
    ]);
  });

  it('deletes a post after confirming', async () => {
    const existing = post();
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/bloc/scheduled': pageOf([]),
      'GET /v1/profile/juan/bloc': pageOf([existing]),
      [`DELETE /v1/user/bloc/${existing.id}`]: { body: { data: { message: 'Post deleted.' } } },
    });
    renderApp('/dashboard/creator-hub/bloc');
    const user = userEvent.setup();

    const article = await screen.findByRole('article', { name: 'Studio notes' });
    expect(article).toHaveTextContent('Supporters only');
    await user.click(within(article).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(sentBodies(fetchMock, `DELETE /v1/user/bloc/${existing.id}`)).toHaveLength(1));
    expect(await screen.findByText('Successfully deleted.')).toBeInTheDocument();
  });

  it('marks a post PIXEL support hid, with their reason, and offers Delete but not Edit', async () => {
    const hidden = post({
      title: 'Their address',
      hidden_by_staff: { at: '2026-11-02T00:00:00.000Z', reason: 'Shares a private address' },
    });
    const shown = post({ title: 'Studio notes' });
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/bloc/scheduled': pageOf([]),
      'GET /v1/profile/juan/bloc': pageOf([hidden, shown]),
    });
    renderApp('/dashboard/creator-hub/bloc');

    const article = await screen.findByRole('article', { name: 'Their address' });
    expect(article).toHaveTextContent('Hidden by PIXEL support');
    expect(article).toHaveTextContent('Shares a private address');
    expect(within(article).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    const other = screen.getByRole('article', { name: 'Studio notes' });
    expect(other).not.toHaveTextContent('Hidden by PIXEL support');
    expect(within(other).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});
