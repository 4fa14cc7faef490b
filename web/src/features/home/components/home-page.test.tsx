import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderApp, siteConfig, unauthorized } from '@/testing/test-utils';

const maria = { page_url: 'mariasketches', page_name: 'Maria Santos', avatar: null };
const juan = { page_url: 'kuyajuan.eats', page_name: 'Kuya Juan Eats', avatar: null };
const page = (data: unknown[]) => ({
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 12, total: data.length } },
});

describe('home page', () => {
  it('lists creators to explore, and finds one by name', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profiles': ({ url }) => {
        const search = url.searchParams.get('search')?.toLowerCase();
        if (!search) return page([maria, juan]);
        return page([maria, juan].filter((c) => c.page_name.toLowerCase().includes(search)));
      },
    });
    renderApp('/');

    const explore = await screen.findByRole('region', { name: 'Creators to explore' });
    expect(await within(explore).findByRole('link', { name: /Kuya Juan Eats/ })).toHaveAttribute(
      'href',
      '/kuyajuan.eats',
    );

    await userEvent.setup().type(screen.getByRole('searchbox', { name: /Find a creator/ }), 'maria');
    const found = await screen.findByRole('region', { name: 'Find a creator' });
    await waitFor(() => expect(within(found).queryByRole('link', { name: /Kuya Juan Eats/ })).toBeNull());
    expect(within(found).getByRole('link', { name: /Maria Santos/ })).toHaveAttribute(
      'href',
      '/mariasketches',
    );
  });

  it('says when no creator matches', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profiles': ({ url }) => page(url.searchParams.get('search') ? [] : [maria]),
    });
    renderApp('/');
    await userEvent.setup().type(await screen.findByRole('searchbox', { name: /Find a creator/ }), 'zzz');
    expect(await screen.findByText('No creator matches “zzz”.')).toBeInTheDocument();
  });
});
