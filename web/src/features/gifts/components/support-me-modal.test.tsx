import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { currentLanguage } from '@/lib/i18n';
import { inFilipino } from '@/testing/filipino';
import {
  buildProfile,
  buildUser,
  mockApi,
  pageOf,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
  type MockResponse,
} from '@/testing/test-utils';

const profile = buildProfile();

function mockCreatorPage(extra: Parameters<typeof mockApi>[0] = {}, user: MockResponse = unauthorized) {
  return mockApi({
    'GET /v1/user/profile': user,
    'GET /v1/profile/maria': { body: { data: profile } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    ...extra,
  });
}

async function openSupportMe() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Support Me' }));
  const dialog = await screen.findByRole('dialog', { name: 'Support Me' });
  return { user, dialog };
}

describe('Support Me modal', () => {
  it('fills the amount with a quick amount', async () => {
    mockCreatorPage();
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();

    expect(within(dialog).getByText('Send a gift to Maria Sketches')).toBeInTheDocument();
    const quickAmounts = within(dialog).getByRole('group', { name: 'Quick amounts' });
    expect(
      within(quickAmounts)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['₱20', '₱50', '₱100', '₱200', '₱300', '₱400']);

    await user.click(within(quickAmounts).getByRole('button', { name: '₱100' }));

    expect(within(dialog).getByLabelText('Amount')).toHaveValue('100');
    expect(within(quickAmounts).getByRole('button', { name: '₱100' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('says what the creator receives of the amount typed, by the server’s fee rule', async () => {
    const fetchMock = mockCreatorPage({
      'GET /v1/payments/fee-preview': {
        body: {
          data: {
            amount: '150.00',
            fee_amount: '7.50',
            creator_receives: '142.50',
            message: 'Maria Sketches receives ₱142.50',
          },
        },
      },
    });
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();
    expect(within(dialog).queryByText(/receives/)).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Amount'), '150');

    expect(await within(dialog).findByText('Maria Sketches receives ₱142.50')).toBeInTheDocument();
    const asked = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/v1/payments/fee-preview');
    expect(asked.at(-1)?.searchParams.get('amount')).toBe('150.00');
    expect(asked.at(-1)?.searchParams.get('page_url')).toBe('maria');
  });

  it('reads the line again in the language the reader switches to', async () => {
    mockCreatorPage({
      'GET /v1/payments/fee-preview': () => ({
        body: {
          data: {
            amount: '150.00',
            fee_amount: '7.50',
            creator_receives: '142.50',
            // the server writes it in the language the request names
            message:
              currentLanguage() === 'fil'
                ? 'Matatanggap ni Maria Sketches ang ₱142.50'
                : 'Maria Sketches receives ₱142.50',
          },
        },
      }),
    });
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();
    await user.type(within(dialog).getByLabelText('Amount'), '150');
    expect(await within(dialog).findByText('Maria Sketches receives ₱142.50')).toBeInTheDocument();

    await inFilipino();

    expect(await screen.findByText('Matatanggap ni Maria Sketches ang ₱142.50')).toBeInTheDocument();
  });

  it.each([
    ['123456789012', 'The amount must not be greater than 11 characters.'],
    ['10.555', 'The amount must be a number with at most 2 decimal places.'],
    ['-50', 'The amount must not be negative.'],
    ['050', 'The amount must not have leading zeros.'],
    ['', 'The amount field is required.'],
  ])('refuses the amount "%s"', async (amount, message) => {
    const fetchMock = mockCreatorPage();
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();

    if (amount) await user.type(within(dialog).getByLabelText('Amount'), amount);
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));

    expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).not.toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toHaveLength(0);
  });

  it.each([
    ['19.99', 'The amount must be at least ₱20.00.'],
    ['100000.01', 'The amount must not be greater than ₱100,000.00.'],
  ])(
    'refuses %s, outside the allowed range, with the limit before Confirm payment',
    async (amount, message) => {
      const fetchMock = mockCreatorPage({ 'GET /v1/site/config': siteConfig });
      renderApp('/maria');
      const { user, dialog } = await openSupportMe();
      await waitFor(() =>
        expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/v1/site/config'))).toBe(true),
      );

      await user.type(within(dialog).getByLabelText('Amount'), amount);
      await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));

      await waitFor(() =>
        expect(within(dialog).getByLabelText('Amount')).toHaveAccessibleDescription(message),
      );
      expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).not.toBeInTheDocument();
      expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toHaveLength(0);
    },
  );

  it('counts the characters of the name and the message, and refuses them when too long', async () => {
    mockCreatorPage();
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();
    const name = within(dialog).getByLabelText('Name');
    const message = within(dialog).getByLabelText('Message');
    expect(name).toHaveAccessibleDescription('0/16');
    expect(message).toHaveAccessibleDescription('0/120');

    await user.type(name, 'Ana');
    await user.type(message, 'Salamat!');
    expect(name).toHaveAccessibleDescription('3/16');
    expect(message).toHaveAccessibleDescription('8/120');

    await user.type(within(dialog).getByLabelText('Amount'), '50');
    await user.clear(name);
    await user.click(name);
    await user.paste('A'.repeat(17));
    await user.clear(message);
    await user.click(message);
    await user.paste('m'.repeat(121));
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));

    expect(name).toHaveAccessibleDescription('The name must not be greater than 16 characters. 17/16');
    expect(message).toHaveAccessibleDescription(
      'The message must not be greater than 120 characters. 121/120',
    );
    expect(screen.queryByRole('dialog', { name: 'Confirm payment' })).not.toBeInTheDocument();
  });

  it('offers Send anonymously to a signed-in user only', async () => {
    mockCreatorPage();
    const visitor = renderApp('/maria');
    const first = await openSupportMe();
    expect(within(first.dialog).queryByRole('switch', { name: 'Send anonymously' })).not.toBeInTheDocument();
    visitor.unmount();

    mockCreatorPage({}, { body: { data: buildUser() } });
    renderApp('/maria');
    const { dialog } = await openSupportMe();
    expect(within(dialog).getByRole('switch', { name: 'Send anonymously' })).not.toBeChecked();
  });

  it('confirms the payment, posts the gift and goes to the checkout', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockCreatorPage(
      {
        'POST /v1/donate/maria': {
          body: {
            data: { link_url: 'http://localhost:3000/sandbox/checkout/ref_1', reference: 'ref_1' },
          },
        },
      },
      { body: { data: buildUser() } },
    );
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();

    await user.type(within(dialog).getByLabelText('Amount'), '150.5');
    await user.type(within(dialog).getByLabelText('Name'), '  Ana ');
    await user.type(within(dialog).getByLabelText('Message'), 'Keep drawing!');
    await user.click(within(dialog).getByRole('switch', { name: 'Send anonymously' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    expect(confirm).toHaveTextContent('₱150.50');
    expect(confirm).toHaveTextContent('Maria Sketches');
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout/ref_1'));
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toEqual([
      {
        amount: '150.50',
        source: 'web',
        supporter_name: 'Ana',
        supporter_message: 'Keep drawing!',
        is_anonymous: 1,
        success_redirect_url: `${window.location.origin}/maria?gift=sent`,
        failure_redirect_url: `${window.location.origin}/maria?gift=cancelled`,
      },
    ]);
  });

  it("votes in the creator's open poll, and marks a gift a stream's code opened as from the stream", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const choices = [
      { id: '0b9d6c52-4d4f-4c2a-9f1e-0c6a3b2d1e01', label: 'Adobo' },
      { id: '0b9d6c52-4d4f-4c2a-9f1e-0c6a3b2d1e02', label: 'Sinigang' },
    ];
    const fetchMock = mockCreatorPage({
      'GET /v1/profile/maria/poll': {
        body: {
          data: { poll_id: '0b9d6c52-4d4f-4c2a-9f1e-0c6a3b2d1e00', question: 'What do I cook?', choices },
        },
      },
      'POST /v1/donate/maria': {
        body: { data: { link_url: 'http://localhost:3000/sandbox/checkout/ref_2', reference: 'ref_2' } },
      },
    });
    renderApp('/maria?amount=100&source=stream');
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Support Me' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('100');

    const vote = await within(dialog).findByRole('radiogroup', { name: 'Vote in the poll: What do I cook?' });
    expect(within(vote).getByRole('radio', { name: 'No vote' })).toBeChecked();
    await user.click(within(vote).getByRole('radio', { name: 'Sinigang' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://localhost:3000/sandbox/checkout/ref_2'));
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toEqual([
      expect.objectContaining({ amount: '100.00', source: 'stream', poll_choice_id: choices[1]!.id }),
    ]);
  });

  it('keeps Confirm payment open when the second click of a double click on Send gift lands on it', async () => {
    const fetchMock = mockCreatorPage();
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();
    await user.click(within(dialog).getByRole('button', { name: '₱50' }));

    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm payment' });
    // the second click of the pair (its `detail` is 2) lands where Send gift was: the backdrop or a button
    const secondClick = (target: Element) => {
      fireEvent.mouseDown(target, { detail: 2 });
      fireEvent.mouseUp(target, { detail: 2 });
      fireEvent.click(target, { detail: 2 });
    };
    secondClick(document.querySelector('.mantine-Modal-overlay')!);
    secondClick(within(confirm).getByRole('button', { name: 'Confirm payment' }));
    secondClick(within(confirm).getByRole('button', { name: 'Back' }));

    expect(screen.getByRole('dialog', { name: 'Confirm payment' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toHaveLength(0);

    // a click of its own on the backdrop still closes it, back to the form
    await user.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(await screen.findByRole('dialog', { name: 'Support Me' })).toBeInTheDocument();
  });

  it('drops the empty fields of a visitor', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockCreatorPage({
      'POST /v1/donate/maria': {
        body: { data: { link_url: '/sandbox/x', reference: 'ref_2' } },
      },
    });
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();

    await user.click(within(dialog).getByRole('button', { name: '₱20' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/x'));
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toEqual([
      {
        amount: '20.00',
        source: 'web',
        is_anonymous: 0,
        success_redirect_url: `${window.location.origin}/maria?gift=sent`,
        failure_redirect_url: `${window.location.origin}/maria?gift=cancelled`,
      },
    ]);
  });

  it('sends the campaign of the address the visitor arrived at, without its empty values', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockCreatorPage({
      'POST /v1/donate/maria': {
        body: { data: { link_url: '/sandbox/y', reference: 'ref_3' } },
      },
    });
    const { router } = renderApp('/maria?utm_source=facebook&utm_medium=&utm_campaign=launch');
    await screen.findByRole('heading', { level: 1, name: 'Maria Sketches' });
    // the page's own links drop the query; the campaign stays for the visit
    await act(() => router.navigate('/maria'));
    expect(router.state.location.search).toBe('');
    const { user, dialog } = await openSupportMe();

    await user.click(within(dialog).getByRole('button', { name: '₱50' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/y'));
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toEqual([
      expect.objectContaining({ amount: '50.00', utm_source: 'facebook', utm_campaign: 'launch' }),
    ]);
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')[0]).not.toHaveProperty('utm_medium');
  });

  it('goes back to the form with what was typed', async () => {
    mockCreatorPage();
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();

    await user.type(within(dialog).getByLabelText('Amount'), '75');
    await user.type(within(dialog).getByLabelText('Name'), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));

    const form = await screen.findByRole('dialog', { name: 'Support Me' });
    expect(within(form).getByLabelText('Amount')).toHaveValue('75');
    expect(within(form).getByLabelText('Name')).toHaveValue('Ana');
  });

  it('shows the server field errors under the fields', async () => {
    mockCreatorPage({
      'POST /v1/donate/maria': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message_key: 'invalidData',
          message: 'The amount must be at least ₱20.00.',
          errors: {
            amount: ['The amount must be at least ₱20.00.'],
            supporter_name: ['The name contains a word that is not allowed.'],
            username: ['You cannot send a gift to yourself.'],
          },
        },
      },
    });
    renderApp('/maria');
    const { user, dialog } = await openSupportMe();

    await user.type(within(dialog).getByLabelText('Amount'), '5');
    await user.type(within(dialog).getByLabelText('Name'), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Send gift' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm payment' }));

    const form = await screen.findByRole('dialog', { name: 'Support Me' });
    await waitFor(() =>
      expect(within(form).getByLabelText('Amount')).toHaveAccessibleDescription(
        'The amount must be at least ₱20.00.',
      ),
    );
    expect(within(form).getByLabelText('Amount')).toHaveValue('5');
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(
      'The name contains a word that is not allowed. 3/16',
    );
    expect(within(form).getByText('You cannot send a gift to yourself.')).toBeInTheDocument();
  });

  it('opens with the amount of a QR-code link', async () => {
    mockCreatorPage();
    const { router } = renderApp('/maria?amount=150');

    const dialog = await screen.findByRole('dialog', { name: 'Support Me' });
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('150');
    expect(router.state.location.search).toBe('');
  });
});
