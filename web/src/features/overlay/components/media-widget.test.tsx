import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MediaQueue, MediaRequest, OverlayMediaEvent } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies } from '@/testing/test-utils';
import { FakeEventSource, withFakeEventSource } from '../testing/fake-event-source';
import { overlaySettingsAnswers } from '../testing/overlay-settings';

withFakeEventSource();

afterEach(() => vi.useRealTimers());

const TOKEN = 'abcdefghijklmnopqrstuvwx';
const view = {
  [`GET /v1/overlay/${TOKEN}`]: {
    body: {
      data: { page_name: 'Lea', page_url: 'lea', sound_enabled: false, paused: false, language: 'en' },
    },
  },
};
const clip = (id: string, name: string, extra: Partial<OverlayMediaEvent> = {}): OverlayMediaEvent => ({
  type: 'media',
  request_id: id,
  video_id: 'dQw4w9WgXcQ',
  start_seconds: 42,
  seconds: 20,
  supporter_name: name,
  status: 'approved',
  ...extra,
});
const player = () => document.querySelector('iframe');

describe('the media request widget', () => {
  it('plays an approved clip for exactly its paid seconds, then the next; a skip stops the one playing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({ ...view, [`GET /v1/overlay/${TOKEN}/media`]: { body: { data: [] } } });
    renderApp(`/overlay/${TOKEN}/media`);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    expect(player()).toBeNull();

    source!.emit(clip('r1', 'Ana'));
    source!.emit(clip('r2', 'Ben', { video_id: 'abcDEF12345', start_seconds: 0, seconds: 10 }));
    const first = await screen.findByTitle("Ana's clip");
    expect(first.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42&end=62&autoplay=1',
    );
    expect(screen.getByRole('region', { name: 'Media request' })).toHaveTextContent('Requested by Ana');

    await act(() => vi.advanceTimersByTimeAsync(19_000));
    expect(screen.getByTitle("Ana's clip")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByTitle("Ana's clip")).toBeNull();
    expect(screen.getByTitle("Ben's clip").getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/abcDEF12345?start=0&end=10&autoplay=1',
    );

    // the creator skips it 3 seconds in: it stops at once
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    source!.emit(clip('r2', 'Ben', { status: 'skipped', seconds: 10, start_seconds: 0 }));
    expect(player()).toBeNull();
    // heard again (a resumed stream), an ended clip is not played twice
    source!.emit(clip('r1', 'Ana'));
    expect(player()).toBeNull();
  });

  it('picks up where the stream is when it opens: the first read, then what the events add', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { type: _type, ...left } = clip('r1', 'Ana', { start_seconds: 50, seconds: 12 });
    mockApi({ ...view, [`GET /v1/overlay/${TOKEN}/media`]: { body: { data: [left] } } });
    renderApp(`/overlay/${TOKEN}/media`);
    const playing = await screen.findByTitle("Ana's clip");
    expect(playing.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=50&end=62&autoplay=1',
    );
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit(clip('r3', 'Cara', { seconds: 5 }));
    await act(() => vi.advanceTimersByTimeAsync(12_000));
    expect(screen.getByTitle("Cara's clip")).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(player()).toBeNull();
  });

  it('says where to find the new address when this one was reset', async () => {
    mockApi({});
    renderApp(`/overlay/${TOKEN}/media`);
    expect(
      await screen.findByText(
        'This widget address is no longer valid. Copy the new one from your Stream kit.',
      ),
    ).toBeInTheDocument();
  });
});

const request = (
  id: string,
  status: MediaRequest['status'],
  extra: Partial<MediaRequest> = {},
): MediaRequest => ({
  id,
  video_id: 'dQw4w9WgXcQ',
  start_seconds: 90,
  seconds: 20,
  video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s',
  amount: '50.00',
  supporter_name: 'Ana',
  message: 'Ito ang kanta natin!',
  status,
  created_at: '2026-12-01T10:00:00.000Z',
  decided_at: null,
  plays_until: null,
  ...extra,
});

describe("the Stream kit's media requests", () => {
  it('gives the widget its address, saves the settings, and approves, declines and skips requests', async () => {
    const queue: MediaQueue = {
      waiting: [
        request('11111111-1111-4111-8111-111111111111', 'approved', {
          supporter_name: 'Ben',
          decided_at: '2026-12-01T10:01:00.000Z',
          plays_until: '2026-12-01T10:01:20.000Z',
        }),
        request('22222222-2222-4222-8222-222222222222', 'pending'),
        request('33333333-3333-4333-8333-333333333333', 'pending', {
          supporter_name: 'Cara',
          amount: '25.00',
        }),
      ],
      decided: [request('44444444-4444-4444-8444-444444444444', 'declined', { supporter_name: 'Dan' })],
    };
    const settings = {
      enabled: true,
      price_per_second: '2.50',
      min_seconds: 10,
      max_seconds: 60,
      auto_approve_from: null,
    };
    const answer = (id: string, status: MediaRequest['status']) => () => ({
      body: { data: request(id, status) },
    });
    const [ben, ana, cara] = queue.waiting.map((item) => item.id);
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      ...overlaySettingsAnswers,
      'GET /v1/user/stream/media': { body: { data: settings } },
      'PUT /v1/user/stream/media': { body: { data: { ...settings, auto_approve_from: '100.00' } } },
      'GET /v1/user/stream/media/requests': { body: { data: queue } },
      [`POST /v1/user/stream/media/requests/${ana}/approve`]: answer(ana!, 'approved'),
      [`POST /v1/user/stream/media/requests/${cara}/decline`]: answer(cara!, 'declined'),
      [`POST /v1/user/stream/media/requests/${ben}/skip`]: answer(ben!, 'skipped'),
    });
    renderApp('/dashboard/settings/stream-kit');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Media requests' });
    await user.click(screen.getByRole('button', { name: 'Show addresses' }));
    expect(within(card).getByLabelText('Browser source address')).toHaveValue(
      'https://pixel.example/overlay/Zx81secret/media',
    );

    const form = await within(card).findByRole('form', { name: 'Request settings' });
    expect(within(form).getByLabelText('Price per second (₱)')).toHaveValue('2.50');
    await user.type(within(form).getByLabelText('Play without asking from (₱)'), '100');
    await user.click(within(form).getByRole('button', { name: 'Save request settings' }));
    await vi.waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /v1/user/stream/media')).toEqual([
        { ...settings, auto_approve_from: '100' },
      ]),
    );

    const item = (name: string) => within(card).getByRole('listitem', { name });
    expect(item('Ben')).toHaveTextContent('In the stream queue');
    expect(item('Ana')).toHaveTextContent('20 s from 1:30 · ₱50.00 · Ana');
    expect(within(item('Ana')).getByRole('link', { name: 'Watch on YouTube' })).toHaveAttribute(
      'href',
      'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=90s',
    );
    expect(within(card).getByText('Declined, refunded')).toBeInTheDocument();

    await user.click(within(item('Ana')).getByRole('button', { name: 'Approve' }));
    await user.click(within(item('Ben')).getByRole('button', { name: 'Skip' }));
    await user.click(within(item('Cara')).getByRole('button', { name: 'Decline and refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Decline this request?' });
    expect(confirm).toHaveTextContent(
      "Cara's gift of ₱25.00 is refunded to them, and the clip is not played.",
    );
    await user.click(within(confirm).getByRole('button', { name: 'Decline and refund' }));
    await vi.waitFor(() =>
      expect(
        fetchMock.mock.calls
          .filter(([, init]) => init?.method === 'POST')
          .map(([input]) => new URL(String(input), 'http://localhost').pathname.split('/').slice(-1)[0]),
      ).toEqual(['approve', 'skip', 'decline']),
    );
  });
});
