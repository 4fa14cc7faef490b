import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const offer = (enabled: boolean, percent = 20, months = 1) => ({
  body: { data: { enabled, percent, months } },
});

function settingsPage(saved: Parameters<typeof mockApi>[0][string]) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': { body: { data: buildUser() } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/memberships/settings': {
      body: { data: { show_member_counts: true, mail_on_new_member: true } },
    },
    'GET /v1/user/memberships/tiers': { body: { data: [] } },
    'GET /v1/user/memberships/retention-offer': offer(false),
    'PUT /v1/user/memberships/retention-offer': saved,
  });
  renderApp('/dashboard/creator-hub/memberships');
  return fetchMock;
}

describe("the creator's retention offer in the membership settings", () => {
  it('is off until turned on, refuses a percent outside 5 to 50 as the server would, and saves percent and months', async () => {
    const fetchMock = settingsPage(offer(true, 25, 2));
    const user = userEvent.setup();
    const toggle = await screen.findByRole('switch', { name: /Offer a discount to members about to cancel/ });
    expect(toggle).not.toBeChecked();
    expect(screen.queryByLabelText(/Discount/)).not.toBeInTheDocument();

    await user.click(toggle);
    const percent = screen.getByRole('textbox', { name: /Discount/ });
    expect(percent).toHaveValue('20');
    await user.clear(percent);
    await user.type(percent, '60');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('The percent must not be greater than 50.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/user/memberships/retention-offer')).toEqual([]);

    await user.clear(percent);
    await user.type(percent, '25');
    await user.click(screen.getByRole('combobox', { name: /For/ }));
    await user.click(await screen.findByRole('option', { name: '2 months' }));
    await user.click(screen.getByRole('button', { name: 'Save offer' }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /v1/user/memberships/retention-offer')).toEqual([
        { enabled: 1, percent: 25, months: 2 },
      ]),
    );
    // saved: nothing left to save
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save offer' })).not.toBeInTheDocument());
    expect(screen.getByRole('switch', { name: /Offer a discount/ })).toBeChecked();
  });
});
