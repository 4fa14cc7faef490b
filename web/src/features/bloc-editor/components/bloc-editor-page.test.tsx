import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlocPost } from '@pixel/contract';
import { buildBlocPost } from '@/testing/content-builders';
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

  it('deletes a post after confirming', async () => {
    const existing = post();
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
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
});
