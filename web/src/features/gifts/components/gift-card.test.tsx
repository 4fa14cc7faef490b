import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildGift,
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  unauthorized,
} from '@/testing/test-utils';

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

  it('names a membership or post bought for someone else by what it gives, with no reply or hide', async () => {
    const entries = [
      buildGift({
        supporter_name: 'Bea',
        supporter_page_url: 'bea',
        supporter_message: null,
        amount: '450.00',
        gifted: { kind: 'membership', months: 3, tier_name: 'Sketch Club' },
      }),
      buildGift({
        supporter_name: 'Anonymous',
        supporter_message: null,
        gifted: { kind: 'membership', months: 1, tier_name: 'Sketch Club' },
      }),
      buildGift({
        supporter_name: 'Ben',
        supporter_message: null,
        gifted: { kind: 'post', post_kind: 'slide' },
      }),
    ];
    mockApi({
      'GET /v1/user/profile': {
        body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'maria' } }) },
      },
      'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: true }) } },
      'GET /v1/profile/maria/gifts': pageOf(entries),
    });
    renderApp('/maria');

    const [months, month, slide] = await screen.findAllByRole('article');
    expect(within(months!).getByRole('link', { name: 'Bea' }).parentElement).toHaveTextContent(
      /^Bea\s*gifted\s*3 months of Sketch Club$/,
    );
    // what it cost is not the wall's to tell, nor whom it was for
    expect(months).not.toHaveTextContent('₱450.00');
    expect(month).toHaveTextContent(/Anonymous\s*gifted\s*1 month of Sketch Club/);
    expect(slide).toHaveTextContent(/Ben\s*gifted\s*a Snap Slide/);
    // the owner replies to gifts, not to these
    for (const entry of [months, month, slide]) {
      expect(within(entry!).queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
      expect(within(entry!).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    }
  });
});
