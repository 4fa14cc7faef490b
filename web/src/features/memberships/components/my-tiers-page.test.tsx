import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MembershipTier } from '@pixel/contract';
import { nextTask } from '@/lib/next-task';
import { buildTier } from '@/testing/content-builders';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const signedIn = { body: { data: buildUser() } };
const settings = { body: { data: { show_member_counts: true, mail_on_new_member: true } } };

const tiersAnswer = (tiers: MembershipTier[]) => ({ body: { data: tiers } });

const mockPage = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /v1/user/profile': signedIn,
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/memberships/settings': settings,
    'GET /v1/user/memberships/retention-offer': {
      body: { data: { enabled: false, percent: 20, months: 1 } },
    },
    'GET /v1/user/memberships/tiers': tiersAnswer([]),
    ...extra,
  });

const page = '/dashboard/creator-hub/memberships';

describe('My Tiers page', () => {
  it('shows each tier with its prices, hashtags, benefits, members and status', async () => {
    mockPage({
      'GET /v1/user/memberships/tiers': tiersAnswer([
        buildTier({
          name: 'Sketchbook Club',
          price: '150.00',
          description: 'Monthly #sketches of Manila',
          benefits: ['A wallpaper every month', 'Early posts'],
          discount_12_months: 10,
          prices: [
            { months: 1, amount: '150.00' },
            { months: 3, amount: '450.00' },
            { months: 6, amount: '900.00' },
            { months: 12, amount: '1620.00' },
          ],
          member_count: 3,
        }),
        buildTier({ name: 'Studio pass', status: 'hidden', member_count: 1 }),
        buildTier({ name: 'Old tier', status: 'archived' }),
      ]),
    });
    renderApp(page);

    const [club, studio, old] = await screen.findAllByRole('article');
    expect(within(club!).getByRole('heading', { level: 2, name: 'Sketchbook Club' })).toBeInTheDocument();
    expect(club).toHaveTextContent('₱150.00 a month3 members');
    // each period's box: its name, its price, and under it the discount where there is one
    expect(
      within(within(club!).getByRole('list', { name: 'Prices' }))
        .getAllByRole('listitem')
        .map((item) => Array.from(item.children, (line) => line.textContent)),
    ).toEqual([
      ['1 month', '₱150.00'],
      ['3 months', '₱450.00'],
      ['6 months', '₱900.00'],
      ['12 months', '₱1,620.00', '10% off'],
    ]);
    expect(within(club!).getByRole('link', { name: '#sketches' })).toHaveAttribute(
      'href',
      '/dashboard/explore/hashtags/sketches',
    );
    expect(
      within(club!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toContain('Early posts');
    expect(studio).toHaveTextContent('Hidden');
    expect(studio).toHaveTextContent('1 member');
    expect(old).toHaveTextContent('Archived');
    // an archived tier is there to read, not to change
    expect(within(old!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('adds a tier and shows it', async () => {
    const tier = buildTier({ name: 'Sketchbook Club', price: '150.00' });
    let created = false;
    const fetchMock = mockPage({
      'GET /v1/user/memberships/tiers': () => tiersAnswer(created ? [tier] : []),
      'POST /v1/user/memberships/tiers': () => {
        created = true;
        return { status: 201, body: { data: tier } };
      },
    });
    renderApp(page);
    const user = userEvent.setup();

    expect(await screen.findByText(/You have no tiers yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tier' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sketchbook Club');
    await user.type(within(dialog).getByLabelText(/^Monthly price/), '150');
    await user.clear(within(dialog).getByLabelText('12-month discount'));
    await user.type(within(dialog).getByLabelText('12-month discount'), '10');
    // what each period comes to, as it is typed
    expect(dialog).toHaveTextContent('12 months ₱1,620.00');
    await user.click(within(dialog).getByRole('button', { name: 'Add a benefit' }));
    await user.type(within(dialog).getByLabelText('Benefit 1'), 'A wallpaper every month');
    await user.click(within(dialog).getByRole('radio', { name: /Hidden/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Sketchbook Club' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/user/memberships/tiers')).toEqual([
      {
        name: 'Sketchbook Club',
        price: '150.00',
        description: null,
        image: null,
        benefits: ['A wallpaper every month'],
        discount_6_months: 0,
        discount_12_months: 10,
        member_post_discount: 0,
        offers_trial: 0,
        visibility: 'hidden',
      },
    ]);
  });

  it('checks the fields before sending', async () => {
    const fetchMock = mockPage();
    renderApp(page);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tier' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'x'.repeat(41));
    await user.type(within(dialog).getByLabelText(/^Monthly price/), '19.99');
    await user.clear(within(dialog).getByLabelText('6-month discount'));
    await user.type(within(dialog).getByLabelText('6-month discount'), '60');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));

    expect(within(dialog).getByText('41/40')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
      /The name must not be greater than 40 characters\./,
    );
    expect(within(dialog).getByLabelText(/^Monthly price/)).toHaveAccessibleDescription(
      /The price must be at least ₱20\.00\./,
    );
    expect(within(dialog).getByLabelText('6-month discount')).toHaveAccessibleDescription(
      /The 6-month discount must not be greater than 50\./,
    );
    expect(sentBodies(fetchMock, 'POST /v1/user/memberships/tiers')).toHaveLength(0);
  });

  it('shows the server’s field errors under their fields, a benefit’s under that benefit', async () => {
    mockPage({
      'POST /v1/user/memberships/tiers': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: 'You can have at most 5 tiers.',
          errors: {
            name: ['You can have at most 5 tiers.'],
            'benefits.1': ['Each benefit must not be greater than 80 characters.'],
          },
        },
      },
    });
    renderApp(page);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tier' });
    await user.type(within(dialog).getByLabelText(/^Name/), 'Sixth tier');
    await user.type(within(dialog).getByLabelText(/^Monthly price/), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Add a benefit' }));
    await user.type(within(dialog).getByLabelText('Benefit 1'), 'One');
    await user.click(within(dialog).getByRole('button', { name: 'Add a benefit' }));
    await user.type(within(dialog).getByLabelText('Benefit 2'), 'Two');
    await user.click(within(dialog).getByRole('button', { name: 'Add tier' }));

    await waitFor(() =>
      expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription(
        /You can have at most 5 tiers\./,
      ),
    );
    expect(within(dialog).getByLabelText('Benefit 2')).toHaveAccessibleDescription(
      /Each benefit must not be greater than 80 characters\./,
    );
    // the form stays open to be put right
    expect(screen.getByRole('dialog', { name: 'Add a tier' })).toBeInTheDocument();
  });

  it('removes a benefit, and offers no more than 10', async () => {
    mockPage();
    renderApp(page);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Add a tier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a tier' });
    const add = within(dialog).getByRole('button', { name: 'Add a benefit' });
    for (let count = 0; count < 10; count += 1) await user.click(add);
    expect(add).toBeDisabled();
    expect(dialog).toHaveTextContent('A tier has at most 10 benefits.');

    await user.click(within(dialog).getByRole('button', { name: 'Remove benefit 10' }));
    expect(within(dialog).queryByLabelText('Benefit 10')).not.toBeInTheDocument();
    expect(add).toBeEnabled();
  });

  it('edits a tier: the form is filled in and a PUT replaces it', async () => {
    const tier = buildTier({ name: 'Sketchbook Club', benefits: ['Early posts'], discount_6_months: 5 });
    const fetchMock = mockPage({
      'GET /v1/user/memberships/tiers': tiersAnswer([tier]),
      [`PUT /v1/user/memberships/tiers/${tier.id}`]: { body: { data: tier } },
    });
    renderApp(page);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Edit Sketchbook Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tier' });
    expect(within(dialog).getByLabelText('Benefit 1')).toHaveValue('Early posts');
    await user.clear(within(dialog).getByLabelText(/^Monthly price/));
    await user.type(within(dialog).getByLabelText(/^Monthly price/), '120');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tier' })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, `PUT /v1/user/memberships/tiers/${tier.id}`)).toEqual([
      {
        name: 'Sketchbook Club',
        price: '120.00',
        description: null,
        image: null,
        benefits: ['Early posts'],
        discount_6_months: 5,
        discount_12_months: 0,
        member_post_discount: 0,
        offers_trial: 0,
        visibility: 'visible',
      },
    ]);
  });

  it("turns a tier's 7-day free trial on, and shows it on the tier", async () => {
    const tier = buildTier({ name: 'Sketchbook Club' });
    let saved = false;
    const fetchMock = mockPage({
      'GET /v1/user/memberships/tiers': () => tiersAnswer([{ ...tier, offers_trial: saved }]),
      [`PUT /v1/user/memberships/tiers/${tier.id}`]: () => {
        saved = true;
        return { body: { data: { ...tier, offers_trial: true } } };
      },
    });
    renderApp(page);
    const user = userEvent.setup();

    const card = await screen.findByRole('heading', { level: 2, name: 'Sketchbook Club' });
    expect(screen.queryByText('Offers a 7-day free trial to new members paying by card')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Edit Sketchbook Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Tier' });
    const offer = within(dialog).getByRole('checkbox', { name: 'Offer a 7-day free trial' });
    // off by default
    expect(offer).not.toBeChecked();
    expect(dialog).toHaveTextContent('then pay unless they cancel. Once per person and per card.');
    await user.click(offer);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Tier' })).not.toBeInTheDocument());
    expect(sentBodies(fetchMock, `PUT /v1/user/memberships/tiers/${tier.id}`)).toEqual([
      expect.objectContaining({ name: 'Sketchbook Club', offers_trial: 1 }),
    ]);
    expect(
      await screen.findByText('Offers a 7-day free trial to new members paying by card'),
    ).toBeInTheDocument();
    expect(card).toBeInTheDocument();
  });

  it('asks before archiving a tier', async () => {
    const tier = buildTier({ name: 'Sketchbook Club' });
    const fetchMock = mockPage({
      'GET /v1/user/memberships/tiers': tiersAnswer([tier]),
      [`DELETE /v1/user/memberships/tiers/${tier.id}`]: { body: { data: { ...tier, status: 'archived' } } },
    });
    renderApp(page);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Archive Sketchbook Club' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive this tier?' });
    expect(dialog).toHaveTextContent('Its members keep it until their paid period ends.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(sentBodies(fetchMock, `DELETE /v1/user/memberships/tiers/${tier.id}`)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Archive Sketchbook Club' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Archive this tier?' })).getByRole('button', {
        name: 'Archive',
      }),
    );
    await waitFor(() =>
      expect(sentBodies(fetchMock, `DELETE /v1/user/memberships/tiers/${tier.id}`)).toHaveLength(1),
    );
  });

  it('offers no sixth tier, and says why', async () => {
    mockPage({
      'GET /v1/user/memberships/tiers': tiersAnswer([
        ...Array.from({ length: 5 }, () => buildTier()),
        buildTier({ status: 'archived' }),
      ]),
    });
    renderApp(page);

    await screen.findAllByRole('article');
    const add = screen.getByRole('button', { name: 'Add a tier' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription('You can have at most 5 tiers. Archive one to add another.');
  });

  it('sends the new order when a tier is moved with the keyboard', async () => {
    // jsdom lays nothing out: each tier gets a box in a column, so arrow keys have somewhere to go
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const box = this.closest('[data-tier-id]');
      const all = Array.from(document.querySelectorAll('[data-tier-id]'));
      const index = box ? all.indexOf(box) : -1;
      const top = index < 0 ? 0 : index * 220;
      const height = index < 0 ? 0 : 200;
      return {
        x: 0,
        y: top,
        left: 0,
        top,
        width: 600,
        height,
        right: 600,
        bottom: top + height,
        toJSON: () => ({}),
      } as DOMRect;
    });
    const [a, b, c] = [buildTier({ name: 'A' }), buildTier({ name: 'B' }), buildTier({ name: 'C' })];
    const fetchMock = mockPage({
      'GET /v1/user/memberships/tiers': tiersAnswer([a!, b!, c!]),
      'POST /v1/user/memberships/tiers/order': tiersAnswer([b!, a!, c!]),
    });
    renderApp(page);

    const handle = await screen.findByRole('button', { name: 'Move A' });
    handle.focus();
    // the sensor listens for the next keys from a task it queues as the drag starts: the next key waits
    // for a task queued after it
    const press = async (code: string) => {
      fireEvent.keyDown(document.activeElement ?? handle, { key: code === 'Space' ? ' ' : code, code });
      await act(() => nextTask());
    };
    await press('Space');
    await press('ArrowDown');
    await press('Space');

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/user/memberships/tiers/order')).toEqual([
        { tier_ids: [b!.id, a!.id, c!.id] },
      ]),
    );
    await waitFor(() =>
      expect(
        screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby')),
      ).toEqual([b, a, c].map((tier) => `tier-${tier!.id}-name`)),
    );
  });

  it('saves a setting as it is switched', async () => {
    const fetchMock = mockPage({
      'PUT /v1/user/memberships/settings': {
        body: { data: { show_member_counts: false, mail_on_new_member: true } },
      },
    });
    renderApp(page);

    await userEvent
      .setup()
      .click(await screen.findByRole('switch', { name: /Show member counts on your page/ }));

    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /v1/user/memberships/settings')).toEqual([
        { show_member_counts: 0, mail_on_new_member: 1 },
      ]),
    );
    expect(screen.getByRole('switch', { name: /Show member counts on your page/ })).not.toBeChecked();
  });
});
