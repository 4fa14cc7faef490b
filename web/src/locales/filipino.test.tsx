import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { openModal } from '@/lib/modals';
import { buildPayout, buildUserBank, mockDashboard } from '@/features/payouts/testing/payout-builders';
import { standardTarget } from '@/features/payouts/lib/payout-target';
import {
  buildGift,
  buildProfile,
  buildUser,
  creatorHome,
  mockApi,
  pageOf,
  renderApp,
  siteConfig,
  unauthorized,
} from '@/testing/test-utils';
import { englishLeft, entries, inFilipino, wordsOf } from '@/testing/filipino';
import { en } from './en';
import { fil } from './fil';

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}|<(\w+)>/g)].map((m) => m[0]).sort();

/**
 * Texts that read the same in both languages: the product's names (Snap, Bloc), words Filipinos use as
 * they are (Dashboard, Supporter, Home, Verified…), date formats and names of things.
 */
const listed = new Set([
  'common.supporter',
  'common.follower',
  'common.dateFormat',
  'common.dateTimeFormat',
  'common.waitMinutes',
  'common.dayFormat',
  'common.monthFormat',
  'layout.account',
  'shared.zoom',
  'shared.pageNumber',
  'layout.dashboard',
  // the stream kit's timer: the word streamers use, and the time it added
  'overlay.timer.title',
  'overlay.timer.added',
  // the name of the language, which is its own in both
  'overlay.kit.speech.voices.fil',
  'layout.nav.dashboard',
  'layout.nav.password',
  'creatorPage.tabs.membership',
  'creatorPage.tabs.pixel-snap',
  'creatorPage.tabs.pixel-bloc',
  'dashboard.title',
  'dashboard.earnings.supporter',
  'dashboard.supporters.giftOne',
  'gifts.card.member',
  'payouts.standard',
  'payouts.mobileNumber',
  'payouts.accountNumber',
  'payouts.verified',
  'payouts.withdraw.eWalletAccount',
  'payouts.withdraw.bankAccount',
  'payouts.success.reference',
  'notifications.channels.email',
  'notifications.channels.push',
]);

// and those each feature's Filipino lists as its own (`export const sameInBoth` in locales/fil/<feature>.ts)
const sameInBoth = new Set([
  ...listed,
  ...Object.values(import.meta.glob<string[]>('./fil/*.ts', { eager: true, import: 'sameInBoth' })).flatMap(
    (keys) => keys ?? [],
  ),
]);

describe('the catalogues', () => {
  it('have the same keys in English and Filipino, each with a text and the same {{parts}} and tags', () => {
    const english = new Map(entries(en));
    const filipino = new Map(entries(fil));
    expect([...filipino.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of filipino) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(english.get(key)!));
    }
  });

  it('leave nothing in English by omission', () => {
    const english = new Map(entries(en));
    // the same words are the same text, whatever their case and stops ("Welcome back!")
    const same = (text: string, other: string) => wordsOf(text).join(' ') === wordsOf(other).join(' ');
    const untranslated = entries(fil)
      .filter(([key, text]) => same(text, english.get(key)!) && !sameInBoth.has(key))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

describe('the converted screens in Filipino', () => {
  it('draws the creator page, its gifts, Support Me and the error modal with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': unauthorized,
      'GET /v1/site/config': siteConfig,
      'GET /v1/profile/maria': { body: { data: buildProfile({ bio: 'Gumuguhit ako ng Maynila.' }) } },
      // the names the server gives a gift without one: an anonymous one, a visitor's who left it empty, and
      // one from a closed account
      'GET /v1/profile/maria/gifts': pageOf([
        buildGift({
          supporter_name: 'Ana',
          amount: '1234.50',
          supporter_message: 'Salamat!',
          reply: 'Salamat, Ana!',
        }),
        buildGift({ supporter_name: 'Anonymous', supporter_message: null, amount: '50.00' }),
        buildGift({ supporter_name: 'A supporter', supporter_message: null, amount: '20.00' }),
        buildGift({ supporter_name: 'Former member', supporter_message: null, amount: '20.00' }),
      ]),
    });
    renderApp('/maria');
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' })).toBeInTheDocument();
    expect(await screen.findByText('₱1,234.50')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fil');
    expect(screen.getByRole('link', { name: 'Mga Goal Ko' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Simula' })).toBeInTheDocument();
    expect(await screen.findByText('Isang supporter')).toBeInTheDocument();
    // the avatars' initials of the names the server gives: Hindi nagpakilala, Isang supporter, Dating member
    expect(englishLeft(document.body, ['HN', 'IS', 'DM'])).toEqual([]);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Mag-support' }));
    const supportMe = await screen.findByRole('dialog');
    // the modal shows that it is loading until its code and its Filipino texts have come
    expect(await within(supportMe).findByText('Magpadala ng gift kay Maria Sketches')).toBeInTheDocument();
    expect(englishLeft(supportMe)).toEqual([]);
    await userEvent.setup().click(within(supportMe).getByRole('button', { name: 'Ipadala ang gift' }));
    expect(await within(supportMe).findByText('Kailangan ang halaga.')).toBeInTheDocument();
    expect(englishLeft(supportMe)).toEqual([]);

    act(() => openModal('error-message', {}));
    expect(await screen.findByText('HINDI MAITULOY')).toBeInTheDocument();
    expect(screen.getByText('May hindi inaasahang error. Pakisubukan ulit mamaya.')).toBeInTheDocument();
    for (const dialog of screen.getAllByRole('dialog')) expect(englishLeft(dialog)).toEqual([]);
  });

  it('draws the dashboard home’s own cards and menu with no English left', async () => {
    await inFilipino();
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser({ language: 'fil' }) } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/home': creatorHome,
      'GET /v1/user/balance': { body: { data: [] } },
      'GET /v1/user/transactions': pageOf([]),
      'GET /v1/profile/juan': {
        body: { data: buildProfile({ page_url: 'juan', page_name: 'Juan dela Cruz' }) },
      },
      'GET /v1/user/earnings': {
        body: {
          data: {
            period: 'day',
            points: [{ date: '2026-11-22', gifts: '250.00', purchases: '95.00', memberships: '0.00' }],
            total_gifts: '250.00',
            total_purchases: '95.00',
            total_memberships: '0.00',
            top_supporters: [{ name: 'Ben', total_amount: '250.00', count: 1 }],
          },
        },
      },
      'GET /v1/user/supporters': pageOf([
        {
          name: 'Ana',
          person: null,
          gifts: 2,
          purchases: 1,
          total_amount: '1234.50',
          last_supported_at: '2026-11-20T07:05:00.000Z',
        },
      ]),
    });
    renderApp('/dashboard');
    const earnings = await screen.findByRole('region', { name: 'Kita' });
    expect((await within(earnings).findAllByText('₱250.00')).length).toBeGreaterThan(0);
    const supporters = screen.getByRole('region', { name: 'Mga Supporter' });
    expect(await within(supporters).findByText('2 na gift · 1 binili ·')).toBeInTheDocument();
    expect(within(supporters).getByText('Nob 20, 2026')).toBeInTheDocument();
    const pageLink = screen
      .getByRole('heading', { name: 'Ang link ng page mo' })
      .closest('.mantine-Paper-root')!;
    const goal = screen.getByRole('heading', { name: 'Magtakda ng goal' }).closest('.mantine-Paper-root')!;
    const menu = screen.getByRole('navigation', { name: 'Dashboard' });
    const header = document.querySelector('header')!;
    for (const part of [earnings, supporters, pageLink, goal, menu, header])
      expect(englishLeft(part)).toEqual([]);
  });

  it('draws the Withdraw modal, its code step and its success with no English left', async () => {
    await inFilipino();
    mockDashboard(
      {
        'POST /v1/user/transactions/payout/request': {
          body: {
            data: { otp_mode: 'sms', otp_token: 'tok_1', sent_to: '+63 9** *** 4567', retry_in_seconds: 30 },
          },
        },
        // a first payout: reviewed before it is sent
        'POST /v1/user/transactions/payout/bank': {
          body: { data: buildPayout({ review_until: '2026-11-22T07:05:00.000Z' }) },
        },
      },
      { banks: [buildUserBank()], available: '500.00' },
    );
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1 });
    act(() => openModal('withdraw', { target: standardTarget(buildUserBank()) }));
    const modal = await screen.findByRole('dialog');
    expect(await within(modal).findByText('Available na balance')).toBeInTheDocument();
    expect(await within(modal).findByText('₱500.00')).toBeInTheDocument();
    expect(englishLeft(modal)).toEqual([]);

    const user = userEvent.setup();
    await user.type(within(modal).getByLabelText('Halaga'), '900');
    await user.click(within(modal).getByRole('button', { name: 'HUMINGI NG OTP' }));
    expect(
      await within(modal).findByText(
        'Kulang ang balance. Puwede kang mag-withdraw nang hanggang ₱485.00 pagkatapos ng ₱15.00 na bayad.',
      ),
    ).toBeInTheDocument();
    expect(englishLeft(modal)).toEqual([]);

    await user.clear(within(modal).getByLabelText('Halaga'));
    await user.type(within(modal).getByLabelText('Halaga'), '200');
    await user.click(within(modal).getByRole('button', { name: 'HUMINGI NG OTP' }));
    expect(await within(modal).findByText('Ilagay ang OTP Code')).toBeInTheDocument();
    expect(
      within(modal).getByText('Puwede kang humingi ng bagong code pagkalipas ng 30 seg.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(englishLeft(modal)).toEqual([]));

    // a payout that waits for its review is not told as done
    await user.click(within(modal).getAllByRole('textbox')[0]!);
    await user.paste('123456');
    const success = await screen.findByRole('dialog', { name: 'Natanggap na ang payout request mo' });
    expect(within(success).queryByText('Matagumpay ang Payout')).not.toBeInTheDocument();
    expect(englishLeft(success, ['PO-0001', 'BDO', 'Unibank'])).toEqual([]);
  });

  it('draws Page Not Found with no English left', async () => {
    await inFilipino();
    mockApi({ 'GET /v1/user/profile': unauthorized, 'GET /v1/site/config': siteConfig });
    renderApp('/this/page/does-not-exist');
    expect(await screen.findByRole('heading', { name: 'Hindi Makita ang Page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'BUMALIK SA HOME' })).toBeInTheDocument();
    expect(englishLeft(document.body)).toEqual([]);
  });
});
