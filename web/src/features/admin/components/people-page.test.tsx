import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildAdminPerson, staffMe } from '@/testing/admin-builders';
import { mockApi, pageOf, renderApp } from '@/testing/test-utils';

/** The query strings of the calls made to `path`. */
const queriesTo = (api: ReturnType<typeof mockApi>, path: string) =>
  api.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path)
    .map((url) => Object.fromEntries(url.searchParams));

const maria = buildAdminPerson();
const juan = buildAdminPerson({
  id: '00000000-0000-4000-a000-000000000200',
  email: null,
  page_url: 'juan',
  page_name: 'Juan Photos',
  status: 'suspended',
  closing: true,
});

describe('people', () => {
  it('lists who the search finds, each linking to their page, with the search in the address', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe(),
      'GET /v1/admin/users': pageOf([maria, juan], { per_page: 20 }),
    });
    const { router } = renderApp('/admin');

    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Search people' }), 'studio.ph');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const list = await screen.findByRole('list', { name: 'People found' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Maria Sketches' })).toHaveAttribute(
      'href',
      `/admin/people/${maria.id}`,
    );
    expect(rows[0]).toHaveTextContent('@maria · maria@studio.ph');
    expect(rows[0]).toHaveTextContent('Active');
    expect(rows[1]).toHaveTextContent('Suspended');
    expect(rows[1]).toHaveTextContent('Closing');
    expect(queriesTo(api, '/v1/admin/users')).toEqual([{ search: 'studio.ph', page: '1' }]);
    expect(router.state.location.search).toBe('?q=studio.ph');

    await user.click(within(rows[1]!).getByRole('link', { name: 'Juan Photos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/people/${juan.id}`));
  });

  it('says when no one matches', async () => {
    mockApi({ 'GET /v1/admin/me': staffMe(), 'GET /v1/admin/users': pageOf([]) });
    renderApp('/admin?q=nobody');

    expect(await screen.findByText('No one matches “nobody”.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Search people' })).toHaveValue('nobody');
  });

  it('refuses a blank search without asking the server', async () => {
    const api = mockApi({ 'GET /v1/admin/me': staffMe() });
    renderApp('/admin');

    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Search people' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('The search field is required.')).toBeInTheDocument();
    expect(queriesTo(api, '/v1/admin/users')).toEqual([]);
  });

  it('pages through the results, the page in the address', async () => {
    const api = mockApi({
      'GET /v1/admin/me': staffMe(),
      'GET /v1/admin/users': ({ url }) =>
        url.searchParams.get('page') === '2'
          ? pageOf([juan], { current_page: 2, last_page: 2, per_page: 1 })
          : pageOf([maria], { current_page: 1, last_page: 2, per_page: 1 }),
    });
    const { router } = renderApp('/admin?q=a');

    expect(await screen.findByRole('link', { name: 'Maria Sketches' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next page' }));

    expect(await screen.findByRole('link', { name: 'Juan Photos' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=a&page=2');
    expect(queriesTo(api, '/v1/admin/users').map((query) => query.page)).toEqual(['1', '2']);
  });
});
