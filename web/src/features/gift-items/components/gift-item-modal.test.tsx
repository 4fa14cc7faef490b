import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { giftItemLimits, manilaToday } from '@pixel/contract';
import { buildPhotoPost, buildTier } from '@/testing/content-builders';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  unauthorized,
  type MockResponse,
} from '@/testing/test-utils';

const goldId = '0b6a4f4e-2d7c-4c61-9d0e-000000000001';
const gold = buildTier({ id: goldId, name: 'Gold', price: '150.00' });
const checkout: MockResponse = { body: { data: { link_url: '/sandbox/checkout/GI-1', reference: 'GI-1' } } };

/** Maria's Membership tab, seen by Juan (or a visitor, or Maria herself). */
function membershipTab({
  viewer = { body: { data: buildUser() } } as MockResponse,
  isOwner = false,
  start = checkout as MockResponse | ((request: { body: unknown }) => MockResponse),
} = {}) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': viewer,
    'GET /v1/profile/maria': { body: { data: buildProfile({ is_owner: isOwner }) } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    'GET /v1/profile/memberships/tiers/maria': {
      body: {
        data: {
          tiers: [gold],
          show_member_counts: true,
          membership: null,
          trial: { days: 7, available: true, methods: ['card'], used: false },
        },
      },
    },
    'POST /v1/gift-items': start,
  });
  renderApp('/maria/membership');
  return fetchMock;
}

/** A Manila date `days` after today, as a date field holds it. */
function daysFromToday(days: number) {
  const date = new Date(`${manilaToday()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

afterEach(() => vi.unstubAllGlobals());

describe('gifting a membership', () => {
  it("is not offered on the creator's own tiers", async () => {
    membershipTab({ isOwner: true });
    expect(await screen.findByRole('heading', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gift Gold to someone' })).not.toBeInTheDocument();
  });
  it('asks a visitor to log in first', async () => {
    const fetchMock = membershipTab({ viewer: unauthorized });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gift Gold to someone' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Gift Gold' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/gift-items')).toHaveLength(0);
  });

  it('opens by itself back from logging in, once', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      'GET /v1/profile/maria/gifts': pageOf([]),
      'GET /v1/profile/memberships/tiers/maria': {
        body: {
          data: {
            tiers: [gold],
            show_member_counts: true,
            membership: null,
            trial: { days: 7, available: true, methods: ['card'], used: false },
          },
        },
      },
    });
    const { router } = renderApp(`/maria/membership?gift=${goldId}`);
    expect(await screen.findByRole('dialog', { name: 'Gift Gold' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  }, 30_000);

  it('totals the tier price times the months, and goes to the checkout with an idempotency key', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = membershipTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gift Gold to someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift Gold' });

    expect(within(dialog).getByTestId('gift-total')).toHaveTextContent('₱150.00');
    await user.selectOptions(within(dialog).getByLabelText('How many months'), '3');
    expect(within(dialog).getByTestId('gift-total')).toHaveTextContent('₱450.00');
    fireEvent.change(within(dialog).getByLabelText('Their PIXEL page address'), {
      target: { value: '@Ana' },
    });

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/GI-1'));
    expect(sentBodies(fetchMock, 'POST /v1/gift-items')[0]).toEqual({
      kind: 'membership',
      tier_id: goldId,
      months: 3,
      recipient_page_url: 'Ana',
      is_anonymous: false,
      success_redirect_url: `${window.location.origin}/dashboard/gifts?gift=paid`,
      failure_redirect_url: `${window.location.origin}/dashboard/gifts?gift=cancelled`,
    });
    // a retry of the same gift carries a key, so the server never opens a second checkout
    const [, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST')!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toBeTruthy();
    // the first open loads the modal's code, slow on a busy machine
  }, 30_000);

  it('sends a mobile number, the message, anonymity and the delivery date', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = membershipTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gift Gold to someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift Gold' });

    await user.click(within(dialog).getByRole('radio', { name: 'Mobile number' }));
    const mobile = within(dialog).getByLabelText('Their mobile number');
    // a number pasted with its prefix keeps its last 10 digits
    fireEvent.change(mobile, { target: { value: '+63 917 123 4567' } });
    expect(mobile).toHaveValue('917 1234 567');
    await user.type(within(dialog).getByLabelText('Message'), 'Pasko!');
    expect(within(dialog).getByText(`6/${giftItemLimits.messageMax}`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: /Don't tell them it's from me/ }));
    const day = daysFromToday(10);
    fireEvent.change(within(dialog).getByLabelText('Deliver on'), { target: { value: day } });

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/GI-1'));
    expect(sentBodies(fetchMock, 'POST /v1/gift-items')[0]).toEqual({
      kind: 'membership',
      tier_id: goldId,
      months: 1,
      recipient_mobile_number: '9171234567',
      message: 'Pasko!',
      is_anonymous: true,
      deliver_on: day,
      success_redirect_url: `${window.location.origin}/dashboard/gifts?gift=paid&deliver_on=${day}`,
      failure_redirect_url: `${window.location.origin}/dashboard/gifts?gift=cancelled`,
    });
  });

  it('says what is missing or wrong on its field before sending anything', async () => {
    const fetchMock = membershipTab();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gift Gold to someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift Gold' });

    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(within(dialog).getByLabelText('Their PIXEL page address')).toHaveAttribute('aria-invalid', 'true');

    await user.click(within(dialog).getByRole('radio', { name: 'Email' }));
    await user.type(within(dialog).getByLabelText('Their email'), 'not-an-email');
    fireEvent.change(within(dialog).getByLabelText('Deliver on'), { target: { value: daysFromToday(400) } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(within(dialog).getByLabelText('Their email')).toHaveAttribute('aria-invalid', 'true');
    expect(
      within(dialog).getByText('The delivery date must be within a year from today.'),
    ).toBeInTheDocument();

    fireEvent.change(within(dialog).getByLabelText('Deliver on'), { target: { value: '2020-01-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(within(dialog).getByLabelText('Deliver on')).toHaveAttribute('aria-invalid', 'true');
    expect(sentBodies(fetchMock, 'POST /v1/gift-items')).toHaveLength(0);
  });

  it("draws the server's refusal on the field it names", async () => {
    const message = 'There is no PIXEL page with this address.';
    membershipTab({
      start: {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'giftItemRecipientUnknown',
          message,
          errors: { recipient_page_url: [message] },
        },
      },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gift Gold to someone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift Gold' });
    await user.type(within(dialog).getByLabelText('Their PIXEL page address'), '@nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));

    const field = within(dialog).getByLabelText('Their PIXEL page address');
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText(message)).toBeInTheDocument();
  });
});

describe('gifting a post', () => {
  it('gifts a paid Snap at its price to a page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const post = buildPhotoPost({
      id: '0b6a4f4e-2d7c-4c61-9d0e-0000000000aa',
      is_payable: true,
      is_locked: true,
      price_id: 3,
      pricing: { price_id: 3, amount: '49.00', name: '₱49', description: null },
    });
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      [`GET /v1/profile/content/images/maria/image_id/${post.id}`]: { body: { data: post } },
      'POST /v1/gift-items': checkout,
    });
    renderApp(`/maria/pixel-snap/image/${post.id}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Gift this post' }));
    const dialog = await screen.findByRole('dialog', { name: 'Gift this post' });
    expect(within(dialog).queryByLabelText('How many months')).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('gift-total')).toHaveTextContent('₱49.00');

    await user.type(within(dialog).getByLabelText('Their PIXEL page address'), 'ana');
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/GI-1'));
    expect(sentBodies(fetchMock, 'POST /v1/gift-items')[0]).toMatchObject({
      kind: 'post',
      post_id: post.id,
      recipient_page_url: 'ana',
      is_anonymous: false,
    });
  });

  it('is not offered on a free post', async () => {
    const post = buildPhotoPost({ id: '0b6a4f4e-2d7c-4c61-9d0e-0000000000ab' });
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/profile/maria': { body: { data: buildProfile() } },
      [`GET /v1/profile/content/images/maria/image_id/${post.id}`]: { body: { data: post } },
    });
    renderApp(`/maria/pixel-snap/image/${post.id}`);
    expect(await screen.findByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gift this post' })).not.toBeInTheDocument();
  });
});
