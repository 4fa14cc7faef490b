import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  buildProfile,
  buildTransaction,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';

describe("a creator's link-in-bio card", () => {
  it('shows their avatar, name, bio and page link, and its gift button opens Support Me', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
    });
    renderApp('/maria/card');
    const card = await screen.findByRole('main');
    expect(within(card).getByRole('heading', { name: 'Maria Sketches', level: 1 })).toBeInTheDocument();
    expect(within(card).getByText('@maria')).toBeInTheDocument();
    expect(within(card).getByText(/I draw Manila\./)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Visit my PIXEL page' })).toHaveAttribute('href', '/maria');
    // no site menu: the card is the whole page
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Send a gift' }));
    const supportMe = await screen.findByRole('dialog');
    // the modal shows that it is loading until its code has come
    expect(await within(supportMe).findByText('Send a gift to Maria Sketches')).toBeInTheDocument();
  });

  it('has no gift button for its own creator', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
    });
    renderApp('/maria/card');
    expect(await screen.findByRole('heading', { name: 'Maria Sketches', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a gift' })).not.toBeInTheDocument();
  });

  it('says so for a page that is not there', async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': {
        status: 404,
        body: { exception: 'NotFoundException', message: 'Not found.', message_key: 'notFound' },
      },
    });
    renderApp('/maria/card');
    expect(await screen.findByText('This page is not available.')).toHaveAttribute('role', 'alert');
  });
});

describe("a gift from the creator's website in their history", () => {
  it('says it came from their website', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/transactions': pageOf([
        buildTransaction({ transaction_no: 'TXN-1', description: 'Gift from Liza', from_website: true }),
        buildTransaction({ transaction_no: 'TXN-2', description: 'Gift from Ana' }),
      ]),
    });
    renderApp('/dashboard/transactions/history');
    const table = await screen.findByRole('table');
    await within(table).findByText('Gift from Liza');
    const [, liza, ana] = within(table).getAllByRole('row');
    expect(within(liza!).getByText('From your website')).toBeInTheDocument();
    expect(within(ana!).queryByText(/^From your/)).not.toBeInTheDocument();
  });
});
