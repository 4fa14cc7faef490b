import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { englishLeft, inFilipino } from '@/testing/filipino';
import {
  buildProfile,
  buildUser,
  creatorHome,
  mockApi,
  renderApp,
  siteConfig,
  twoFactorStatus,
  unauthorized,
} from '@/testing/test-utils';

describe('the embeds in Filipino', () => {
  it("the widget's form, when its address asks for Filipino, with no English left", async () => {
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'POST /v1/donate/maria': {
        body: { data: { link_url: 'http://localhost:3000/sandbox/checkout/ref_9', reference: 'ref_9' } },
      },
    });
    renderApp('/embed/maria?lang=fil');
    expect(
      await screen.findByRole('heading', { name: 'Magpadala ng gift kay Maria Sketches', level: 1 }),
    ).toBeInTheDocument();
    expect(englishLeft(screen.getByRole('main'), ['Maria Sketches', 'PIXEL'])).toEqual([]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Halaga' }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Ipadala ang gift' }));
    const confirm = await screen.findByRole('region', { name: 'Kumpirmahin ang bayad' });
    expect(confirm).toHaveTextContent('Magpapadala ka ng gift na ₱50.00 kay Maria Sketches.');
    expect(englishLeft(confirm, ['Maria Sketches'])).toEqual([]);
  });

  it('the Website button settings, with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': {
        body: { data: buildUser({ profile: { ...buildUser().profile, page_url: 'maria' } }) },
      },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/two-factor': twoFactorStatus(false),
    });
    renderApp('/dashboard/settings/embeds');
    expect(await screen.findByRole('heading', { name: 'Button sa website', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suportahan ako sa PIXEL' })).toBeInTheDocument();
    // the code to paste is HTML, not words
    const words = englishLeft(screen.getByRole('main'), ['PIXEL', 'English', 'Filipino']);
    expect(words.filter((text) => !text.startsWith('<'))).toEqual([]);
  });

  it("the link-in-bio card's words", async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: null }) } },
    });
    renderApp('/maria/card');
    const card = await screen.findByRole('main');
    expect(screen.getByRole('button', { name: 'Magpadala ng gift' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Bisitahin ang PIXEL page ko' })).toBeInTheDocument();
    expect(englishLeft(card, ['Maria Sketches', 'maria', 'PIXEL'])).toEqual([]);
  });
});
