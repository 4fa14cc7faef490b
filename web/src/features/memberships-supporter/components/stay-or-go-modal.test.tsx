import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Membership } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const membership: Membership = {
  id: 'mem-1',
  creator: { page_url: 'maria', page_name: 'Maria Sketches', avatar: null, avatar_variants: { WH100: null } },
  tier: { id: 'tier-gold', name: 'Gold', price: '100.00', status: 'visible' },
  months: 1,
  status: 'active',
  member_since: '2026-10-20T04:00:00.000Z',
  ends_at: '2026-12-20T04:00:00.000Z',
  grace_ends_at: null,
  paused_until: null,
  trial_ends_at: null,
  auto_renew: false,
  can_auto_renew: false,
  method: 'gcash',
  cancelled_at: null,
  next_tier: null,
  total_paid: '100.00',
  receipts: [],
};

const paused: Membership = {
  ...membership,
  status: 'paused',
  paused_until: '2027-01-30T04:00:00.000Z',
  ends_at: '2027-02-19T04:00:00.000Z',
};

function myMemberships(handlers: Parameters<typeof mockApi>[0]) {
  let list = [membership];
  const answer = (changed: Membership) => () => {
    list = [changed];
    return { body: { data: changed } };
  };
  const fetchMock = mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/memberships': () => ({ body: { data: list } }),
    'GET /v1/user/memberships/mem-1/stay-choices': {
      body: {
        data: {
          retention_offer: { percent: 20, months: 1, price: '100.00', offer_price: '80.00' },
          can_pause: true,
          pause_ends_auto_renew: false,
        },
      },
    },
    'POST /v1/user/memberships/mem-1/pause': answer(paused),
    'POST /v1/user/memberships/mem-1/resume': answer({ ...membership, ends_at: '2026-12-30T04:00:00.000Z' }),
    ...handlers,
  });
  renderApp('/dashboard/memberships');
  return fetchMock;
}

describe('Cancel and Pause on My memberships', () => {
  it('offers the creator’s offer and a pause before cancelling', async () => {
    const fetchMock = myMemberships({
      'POST /v1/user/memberships/mem-1/retention-offer': { body: { data: membership } },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Cancel your membership of Maria Sketches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel membership?' });
    expect(
      await within(dialog).findByRole('heading', { name: '20% off your next month' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pause membership' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel membership' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Take the offer' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/retention-offer')).toHaveLength(1),
    );
    expect(
      await screen.findByText('Your next renewal costs less. Your membership carries on.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/cancel')).toEqual([]);
  });

  it('pauses for the months chosen, shows the pause on the card, and resumes it early', async () => {
    const fetchMock = myMemberships({});
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pause your membership of Maria Sketches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pause your membership' });
    // the pause alone: no offer, no cancel
    expect(await within(dialog).findByRole('button', { name: 'Pause membership' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Take the offer' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Cancel membership' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '3 months' }));
    await user.click(within(dialog).getByRole('button', { name: 'Pause membership' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/pause')).toEqual([{ months: 3 }]),
    );
    const card = screen.getByRole('article', { name: 'Maria Sketches' });
    expect(await within(card).findByText('Paused')).toBeInTheDocument();
    expect(card).toHaveTextContent('Paused until Jan 30, 2027 · ends on Feb 19, 2027');

    await user.click(
      within(card).getByRole('button', { name: 'Resume now: your membership of Maria Sketches' }),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/memberships/mem-1/resume')).toHaveLength(1),
    );
    expect(await within(card).findByText('Active')).toBeInTheDocument();
  });
});
