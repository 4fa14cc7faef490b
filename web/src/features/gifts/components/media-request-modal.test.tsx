import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { buildProfile, mockApi, pageOf, renderApp, sentBodies, unauthorized } from '@/testing/test-utils';

const terms = { price_per_second: '2.50', min_seconds: 10, max_seconds: 60 };

function mockCreatorPage(media: typeof terms | null) {
  return mockApi({
    'GET /v1/user/profile': unauthorized,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/gifts': pageOf([]),
    'GET /v1/profile/maria/media': { body: { data: media } },
    'POST /v1/profile/maria/media': {
      body: { data: { link_url: '/sandbox/checkout/ref_9', reference: 'ref_9' } },
    },
  });
}

describe('Request a clip', () => {
  it('is offered only while the creator takes media requests', async () => {
    const fetchMock = mockCreatorPage(null);
    renderApp('/maria');
    await screen.findByRole('button', { name: 'Support Me' });
    // the terms were asked and said none: no button once they are in
    await waitFor(() => expect(sentBodies(fetchMock, 'GET /v1/profile/maria/media')).toHaveLength(1));
    // the query tells the page of its answer on the next task
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByRole('button', { name: 'Request a clip' })).toBeNull();
  });

  it('refuses a link that is not YouTube’s in place, prices the seconds, and sends the request', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetchMock = mockCreatorPage(terms);
    renderApp('/maria');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request a clip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a clip' });
    expect(dialog).toHaveTextContent('₱2.50 a second, 10 to 60 seconds');
    // the shortest clip to start with: 10 seconds at ₱2.50
    expect(within(dialog).getByText('Price: ₱25.00')).toBeInTheDocument();

    const link = within(dialog).getByLabelText('YouTube link');
    await user.type(link, 'https://vimeo.com/12345');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₱25.00' }));
    expect(
      await within(dialog).findByText(
        'The video link must be a YouTube link: youtube.com/watch?v=…, youtu.be/… or youtube.com/shorts/….',
      ),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/profile/maria/media')).toEqual([]);

    await user.clear(link);
    await user.type(link, 'https://youtu.be/dQw4w9WgXcQ?t=42');
    const seconds = within(dialog).getByLabelText('Seconds to play');
    await user.clear(seconds);
    await user.type(seconds, '24');
    expect(within(dialog).getByText('Price: ₱60.00')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Name'), 'Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₱60.00' }));

    await waitFor(() => expect(assign).toHaveBeenCalledWith('/sandbox/checkout/ref_9'));
    expect(sentBodies(fetchMock, 'POST /v1/profile/maria/media')).toEqual([
      {
        video_url: 'https://youtu.be/dQw4w9WgXcQ?t=42',
        seconds: 24,
        supporter_name: 'Ana',
        is_anonymous: false,
        success_redirect_url: 'http://localhost:3000/maria?gift=sent',
        failure_redirect_url: 'http://localhost:3000/maria?gift=cancelled',
      },
    ]);
  });

  it('keeps the seconds within the creator’s range as the field is left', async () => {
    mockCreatorPage(terms);
    renderApp('/maria');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request a clip' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a clip' });
    const seconds = within(dialog).getByLabelText('Seconds to play');
    await user.clear(seconds);
    await user.type(seconds, '5');
    await user.click(within(dialog).getByLabelText('YouTube link'));
    expect(seconds).toHaveValue('10');
    await user.clear(seconds);
    await user.type(seconds, '700');
    await user.click(within(dialog).getByLabelText('YouTube link'));
    expect(seconds).toHaveValue('60');
    expect(within(dialog).getByText('Price: ₱150.00')).toBeInTheDocument();
  });
});
