import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/dates';
import { buildUser, mockApi, pageOf, renderApp, siteConfig } from '@/testing/test-utils';
import { buildSnap, paidPricing } from '../testing/photo-post-builders';

const signedIn = { body: { data: buildUser() } };
const creator = { page_url: 'maria', page_name: 'Maria', avatar: null, avatar_variants: { WH100: null } };

/** A Snap as its buyer's call answers it: only its pictures matter here. */
const photoPost = (id: string) =>
  buildSnap(
    id,
    { is_payable: true },
    { is_payable: true, is_purchased: true, price_id: 5, pricing: paidPricing, purchase_count: 1 },
  );

describe('my support', () => {
  it('shows each gift with its message and each bought post with a link that opens it', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([
        {
          reference: 'P-1',
          kind: 'purchase',
          amount: '150.00',
          status: 'paid',
          paid_at: '2026-11-20T02:00:00.000Z',
          creator,
          message: null,
          is_anonymous: false,
          reply: null,
          post: { type: 'image', id: 'abc', url: '/maria/pixel-snap/image/abc' },
          goal: null,
          refund_reason: null,
          refund_request: null,
          refundable_until: null,
        },
        {
          reference: 'G-1',
          kind: 'gift',
          amount: '100.00',
          status: 'paid',
          paid_at: '2026-11-19T02:00:00.000Z',
          creator,
          message: 'Salamat sa art mo!',
          is_anonymous: true,
          reply: 'Thank you!',
          post: null,
          goal: null,
          refund_reason: null,
          refund_request: null,
          refundable_until: null,
        },
      ]),
      'GET /v1/profile/content/images/maria/image_id/abc': { body: { data: photoPost('abc') } },
    });
    renderApp('/dashboard/supported');
    expect(await screen.findByRole('heading', { name: 'My support' })).toBeInTheDocument();
    expect(await screen.findByText('“Salamat sa art mo!”')).toBeInTheDocument();
    expect(screen.getByText('Maria replied: Thank you!')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the photo' })).toHaveAttribute(
      'href',
      '/maria/pixel-snap/image/abc',
    );
    expect(screen.getByText('₱150.00')).toBeInTheDocument();
    // the bought photo is drawn small beside it, from the address signed for its buyer
    const bought = screen.getByText(/^Bought a Snap/).closest('article')!;
    await waitFor(() =>
      expect(bought.querySelector('img')).toHaveAttribute('src', 'https://pixel.test/abc-wh500.webp'),
    );
  });

  it('names the goal a goal gift went to, with the way to it', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([
        {
          reference: 'G-2',
          kind: 'goal_gift',
          amount: '300.00',
          status: 'paid',
          paid_at: '2026-11-19T02:00:00.000Z',
          creator,
          message: null,
          is_anonymous: false,
          reply: null,
          post: null,
          goal: { id: 'g1', title: 'A new lens', cover_image: 'https://pixel.test/lens.jpg' },
          refund_reason: null,
          refund_request: null,
          refundable_until: null,
        },
      ]),
    });
    renderApp('/dashboard/supported');
    const line = (await screen.findByText(/Gift to the goal “A new lens”/)).closest('article')!;
    expect(within(line).getByRole('link', { name: 'See the goal' })).toHaveAttribute(
      'href',
      '/maria/my-goals',
    );
    expect(line.querySelector('img')).toHaveAttribute('src', 'https://pixel.test/lens.jpg');
  });

  it('shows a second payment for a post already bought as given back, with no second way to open it', async () => {
    const bought = {
      kind: 'purchase',
      amount: '150.00',
      paid_at: '2026-11-20T02:00:00.000Z',
      creator,
      message: null,
      is_anonymous: false,
      reply: null,
      post: { type: 'image', id: 'abc', url: '/maria/pixel-snap/image/abc' },
      goal: null,
      refund_reason: null,
      refund_request: null,
      refundable_until: null,
    };
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([
        { ...bought, reference: 'P-2', status: 'refunded', refund_reason: 'repeat_payment' },
        { ...bought, reference: 'P-3', status: 'refunding', refund_reason: 'repeat_payment' },
        { ...bought, reference: 'P-1', status: 'paid' },
      ]),
    });
    renderApp('/dashboard/supported');
    expect(await screen.findByText('Refunded')).toBeInTheDocument();
    expect(
      screen.getByText('You had already bought this, so this payment was given back to you.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Refund on its way')).toBeInTheDocument();
    expect(screen.getAllByText(/^Paid again for a Snap/)).toHaveLength(2);
    expect(screen.getByText(/^Bought a Snap/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Open the photo' })).toHaveLength(1);
  });

  it('offers a refund only while the payment may still be refunded', async () => {
    const record = {
      kind: 'purchase',
      amount: '150.00',
      status: 'paid',
      paid_at: '2026-11-20T02:00:00.000Z',
      creator,
      message: null,
      is_anonymous: false,
      reply: null,
      post: null,
      goal: null,
      refund_reason: null,
      refund_request: null,
    };
    const until = new Date(Date.now() + 86_400_000).toISOString();
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([
        { ...record, reference: 'P-OPEN', refundable_until: until },
        { ...record, reference: 'P-NONE', refundable_until: null },
        { ...record, reference: 'P-PAST', refundable_until: new Date(Date.now() - 60_000).toISOString() },
      ]),
    });
    renderApp('/dashboard/supported');
    const items = await screen.findAllByRole('article');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByRole('button', { name: 'Ask for a refund' })).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(`until ${formatDateTime(until)}`);
    expect(within(items[1]!).queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
    expect(within(items[2]!).queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
  });

  it('shows where each refund request stands, and a refunded purchase as bought, not paid twice', async () => {
    const record = {
      kind: 'purchase',
      amount: '150.00',
      paid_at: '2026-11-20T02:00:00.000Z',
      creator,
      message: null,
      is_anonymous: false,
      reply: null,
      post: { type: 'image', id: 'abc', url: '/maria/pixel-snap/image/abc' },
      goal: null,
      refund_reason: null,
      refund_request: null,
      refundable_until: null,
    };
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([
        {
          ...record,
          reference: 'P-1',
          status: 'paid',
          refund_request: { id: 'r1', status: 'awaiting_creator', reply: null },
        },
        {
          ...record,
          reference: 'P-2',
          status: 'paid',
          refund_request: { id: 'r2', status: 'with_support', reply: null },
        },
        {
          ...record,
          reference: 'P-3',
          status: 'refunding',
          refund_reason: 'given_back',
          refund_request: { id: 'r3', status: 'refunded', reply: null },
        },
        {
          ...record,
          reference: 'P-4',
          status: 'paid',
          refund_request: { id: 'r4', status: 'declined', reply: 'The preview showed it as it is.' },
        },
        { ...record, reference: 'P-5', status: 'refunded', refund_reason: 'given_back' },
      ]),
      'GET /v1/profile/content/images/maria/image_id/abc': { body: { data: photoPost('abc') } },
    });
    renderApp('/dashboard/supported');
    const items = await screen.findAllByRole('article');
    expect(items[0]).toHaveTextContent('Refund asked: waiting for the creator');
    expect(items[1]).toHaveTextContent('Refund asked: with PIXEL support');
    expect(items[2]).toHaveTextContent('Refund approved');
    // the payment's own state stays, without the note of a second payment
    expect(items[2]).toHaveTextContent('Refund on its way');
    expect(items[2]).toHaveTextContent(/^Bought a Snap/);
    expect(items[2]).not.toHaveTextContent('You had already bought this');
    expect(within(items[2]!).queryByRole('link', { name: 'Open the photo' })).not.toBeInTheDocument();
    expect(items[3]).toHaveTextContent('Refund declined');
    expect(items[3]).toHaveTextContent('Their answer: The preview showed it as it is.');
    // a refund given without a request says so, not that it was paid twice
    expect(items[4]).toHaveTextContent(/^Bought a Snap/);
    expect(items[4]).toHaveTextContent('This payment was refunded to you.');
    expect(within(items[3]!).getByRole('link', { name: 'Open the photo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Ask for a refund' })).not.toBeInTheDocument();
  });

  it('says what will show there before there is anything', async () => {
    mockApi({
      'GET /v1/user/profile': signedIn,
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/supported': pageOf([]),
    });
    renderApp('/dashboard/supported');
    expect(
      await screen.findByText('The gifts you send and the photos you buy will show here.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore creators' })).toHaveAttribute('href', '/explore');
  });
});
