import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildGift, buildProfile, mockApi, pageOf, renderApp, unauthorized } from '@/testing/test-utils';

describe('a gift on the supporter wall', () => {
  it("marks a member with their tier beside their name, and nobody else's gift", async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([
        buildGift({ supporter_name: 'Ana', supporter_page_url: 'ana', member_tier: { name: 'Sketch Club' } }),
        buildGift({ supporter_name: 'Ben', supporter_page_url: 'ben' }),
      ]),
    });
    renderApp('/maria');

    const [member, other] = await screen.findAllByRole('article');
    // read out as what it is, not as a bare name
    const badge = within(member!).getByText('Sketch Club');
    expect(badge.closest('.mantine-Badge-root')).toHaveTextContent('Member: Sketch Club');
    expect(badge.closest('.mantine-Badge-root')).toHaveAttribute('title', 'Sketch Club member');
    // beside the name, before what the gift was
    const row = within(member!).getByRole('link', { name: 'Ana' }).parentElement!;
    expect(row).toHaveTextContent(/^Ana\s*Member: Sketch Club\s*sent a gift of/);
    expect(within(other!).queryByText(/Member:/)).not.toBeInTheDocument();
  });
});
