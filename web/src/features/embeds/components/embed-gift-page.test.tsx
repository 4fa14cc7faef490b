import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildProfile,
  mockApi,
  renderApp,
  sentBodies,
  siteConfig,
  unauthorized,
  type MockResponse,
} from '@/testing/test-utils';

const checkout = {
  body: { data: { link_url: 'http://localhost:3000/sandbox/checkout/ref_9', reference: 'ref_9' } },
};

/** A visitor of the creator's website opens the widget: not signed in, in its frame unless told. */
function openWidget(
  address: string,
  {
    profile = { body: { data: buildProfile() } },
    gift = checkout,
  }: { profile?: MockResponse; gift?: MockResponse } = {},
) {
  const fetchMock = mockApi({
    'GET /v1/user/profile': unauthorized,
    'GET /v1/site/config': siteConfig,
    'GET /v1/profile/maria': profile,
    'POST /v1/donate/maria': gift,
  });
  renderApp(address);
  return fetchMock;
}

/** The page as the widget's frame on another site shows it. */
function inAFrame() {
  vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);
}

afterEach(() => vi.restoreAllMocks());

describe("the widget's gift form", () => {
  it("sends the gift call marked 'embed' and opens the payment in a new tab", async () => {
    inAFrame();
    const fetchMock = openWidget('/embed/maria?lang=en&color=%23c2255c');
    expect(
      await screen.findByRole('heading', { name: 'Send a gift to Maria Sketches', level: 1 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '₱100' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Liza');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'Salamat!');
    await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));

    const confirm = await screen.findByRole('region', { name: 'Confirm payment' });
    expect(confirm).toHaveTextContent('You are sending a gift of ₱100.00 to Maria Sketches.');
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toEqual([
      expect.objectContaining({
        amount: '100.00',
        source: 'embed',
        supporter_name: 'Liza',
        supporter_message: 'Salamat!',
        success_redirect_url: 'http://localhost:3000/maria?gift=sent',
        failure_redirect_url: 'http://localhost:3000/maria?gift=cancelled',
      }),
    ]);
    const pay = within(confirm).getByRole('link', { name: 'Continue to payment' });
    expect(pay).toHaveAttribute('href', 'http://localhost:3000/sandbox/checkout/ref_9');
    expect(pay).toHaveAttribute('target', '_blank');
    expect(within(confirm).getByText('The payment page opens in a new tab.')).toBeInTheDocument();

    fireEvent.click(pay);
    expect(await screen.findByRole('heading', { name: 'Finish paying in the new tab' })).toBeInTheDocument();
    expect(screen.getByText('Your gift shows on Maria Sketches’s page once it is paid.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send another gift' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('');
  });

  it('pays in the same tab when opened on its own, not in a frame', async () => {
    openWidget('/embed/maria');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '50');
    await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
    const pay = await screen.findByRole('link', { name: 'Continue to payment' });
    expect(pay).not.toHaveAttribute('target');
    expect(screen.queryByText('The payment page opens in a new tab.')).not.toBeInTheDocument();
  });

  it('keeps the gift when the visitor goes back to change it', async () => {
    inAFrame();
    const fetchMock = openWidget('/embed/maria');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '75');
    await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Change the gift' }));
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('75');
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toHaveLength(1);
  });

  it('refuses an amount under the minimum before asking, and shows a refusal of the server under its field', async () => {
    const fetchMock = openWidget('/embed/maria', {
      gift: {
        status: 422,
        body: {
          exception: 'ValidationException',
          message: 'The supporter message may not contain links.',
          message_key: 'validation',
          errors: { supporter_message: ['The supporter message may not contain links.'] },
        },
      },
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
    expect(await screen.findByText('The amount must be at least ₱20.00.')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/donate/maria')).toHaveLength(0);

    await userEvent.clear(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '25');
    await userEvent.type(screen.getByRole('textbox', { name: 'Message' }), 'see example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send gift' }));
    expect(await screen.findByText('The supporter message may not contain links.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Confirm payment' })).not.toBeInTheDocument();
  });

  it('asks the host page to close the widget on Escape', async () => {
    inAFrame();
    const post = vi.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
    openWidget('/embed/maria');
    await screen.findByRole('heading', { level: 1 });
    await userEvent.keyboard('{Escape}');
    expect(post).toHaveBeenCalledWith({ type: 'pixel:close' }, '*');
  });

  it('says so when the page is not there', async () => {
    openWidget('/embed/maria', {
      profile: {
        status: 404,
        body: { exception: 'NotFoundException', message: 'Not found.', message_key: 'notFound' },
      },
    });
    expect(await screen.findByText('This gift page is not available.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('button', { name: 'Send gift' })).not.toBeInTheDocument();
  });
});
