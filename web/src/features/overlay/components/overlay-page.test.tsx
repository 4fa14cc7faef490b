import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '@/testing/test-utils';
import { FakeEventSource, giftFrom, withFakeEventSource } from '../testing/fake-event-source';

withFakeEventSource();

afterEach(() => vi.useRealTimers());

const TOKEN = 'abcdefghijklmnopqrstuvwx';

describe('overlay page', () => {
  it('shows one alert at a time, in the order the gifts came', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      [`GET /v1/overlay/${TOKEN}`]: {
        body: {
          data: { page_name: 'Lea', page_url: 'lea', sound_enabled: false, paused: false, language: 'en' },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}`);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    expect(source!.url).toBe(`/v1/overlay/${TOKEN}/events`);

    source!.emit(giftFrom('Ana', 'Galing!'));
    source!.emit(giftFrom('Ben'));
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Ana');
    expect(alert).toHaveTextContent('sent ₱150.00');
    expect(alert).toHaveTextContent('Galing!');
    expect(screen.queryByText('Ben')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(screen.getByRole('status')).toHaveTextContent('Ben');
    expect(screen.queryByText('Ana')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    // nothing of the app around it
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows a new member in turn with the gifts, for as long as a gift, with the same chime', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const chimes = vi.fn();
    vi.stubGlobal(
      'AudioContext',
      class {
        currentTime = 0;
        destination = {};
        constructor() {
          chimes();
        }
        createOscillator() {
          return { type: '', frequency: {}, connect: (node: unknown) => node, start() {}, stop() {} };
        }
        createGain() {
          const gain = { setValueAtTime() {}, exponentialRampToValueAtTime() {} };
          return { gain, connect: (node: unknown) => node };
        }
        close() {
          return Promise.resolve();
        }
      },
    );
    mockApi({
      [`GET /v1/overlay/${TOKEN}`]: {
        body: {
          data: { page_name: 'Lea', page_url: 'lea', sound_enabled: true, paused: false, language: 'en' },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}`);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    // the stream names each event by its type: the page listens for members too
    expect([...source!.listeners.keys()]).toEqual(expect.arrayContaining(['gift', 'goal', 'member']));
    // the sound setting arrives before the first alert
    await act(() => vi.advanceTimersByTimeAsync(50));

    source!.emit({ type: 'member', supporter_name: 'Carla', tier_name: 'Sketch Club' });
    source!.emit(giftFrom('Dan'));
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Carla');
    expect(alert).toHaveTextContent('became a member of Sketch Club');
    expect(chimes).toHaveBeenCalledTimes(1);

    await act(() => vi.advanceTimersByTimeAsync(6_900));
    expect(screen.getByRole('status')).toHaveTextContent('Carla');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(screen.getByRole('status')).toHaveTextContent('Dan');
    expect(chimes).toHaveBeenCalledTimes(2);
  });

  it('says a gifted membership: by whom, how many months of which tier, to whom', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      [`GET /v1/overlay/${TOKEN}`]: {
        body: {
          data: { page_name: 'Lea', page_url: 'lea', sound_enabled: false, paused: false, language: 'en' },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}`);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;

    source!.emit({
      type: 'member',
      supporter_name: 'Someone',
      tier_name: 'Gold',
      gift: { months: 3, recipient_name: 'Ana' },
    });
    source!.emit({
      type: 'member',
      supporter_name: 'Carla',
      tier_name: 'Gold',
      gift: { months: 1, recipient_name: null },
    });
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('gifted 3 months of Gold to Ana');
    expect(alert).not.toHaveTextContent('became a member');

    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(screen.getByRole('status')).toHaveTextContent('Carla');
    expect(screen.getByRole('status')).toHaveTextContent(/gifted 1 month of Gold$/);
  });

  it('obeys the moderation queue: a skipped alert is dropped or cut short, a pause holds the rest', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    // a reloaded overlay whose alerts were paused stays paused
    mockApi({
      [`GET /v1/overlay/${TOKEN}`]: {
        body: {
          data: { page_name: 'Lea', page_url: 'lea', sound_enabled: false, paused: true, language: 'en' },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}`);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    await act(() => vi.advanceTimersByTimeAsync(50));
    const ana = giftFrom('Ana');
    const ben = giftFrom('Ben');
    const cy = giftFrom('Cy');
    for (const alert of [ana, ben, cy]) source!.emit(alert);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    source!.emit({ type: 'control', action: 'resume', gift_id: null });
    expect(await screen.findByRole('status')).toHaveTextContent('Ana');
    // Ben waits in the queue: skipped, he never shows
    source!.emit({ type: 'control', action: 'skip', gift_id: ben.gift_id });
    // paused while Ana is on screen: she finishes, Cy waits
    source!.emit({ type: 'control', action: 'pause', gift_id: null });
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    source!.emit({ type: 'control', action: 'resume', gift_id: null });
    expect(await screen.findByRole('status')).toHaveTextContent('Cy');
    // Cy is skipped on screen: cut short, gone well before the 7 seconds an alert stays
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    source!.emit({ type: 'control', action: 'skip', gift_id: cy.gift_id });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByText('Ben')).not.toBeInTheDocument();

    // a replay is an alert again
    source!.emit({ ...ana, replayed: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Ana');
  });

  it('says so when the address no longer works', async () => {
    mockApi({});
    renderApp(`/overlay/${TOKEN}`);
    expect(await screen.findByText(/This overlay address is no longer valid/)).toBeInTheDocument();
  });
});

describe('goal overlay page', () => {
  it('moves the bar as goal gifts arrive', async () => {
    const goalId = crypto.randomUUID();
    mockApi({
      [`GET /v1/overlay/${TOKEN}/goals/${goalId}`]: {
        body: {
          data: { goal_id: goalId, title: 'New mic', raised_amount: '250.00', target_amount: '1000.00' },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}/goal/${goalId}`);
    const bar = await screen.findByRole('progressbar', { name: 'New mic' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByText('₱250.00 of ₱1,000.00')).toBeInTheDocument();

    const [source] = FakeEventSource.opened;
    // another goal's progress leaves this bar alone
    source!.emit({
      type: 'goal',
      goal_id: crypto.randomUUID(),
      title: 'Other',
      raised_amount: '900.00',
      target_amount: '1000.00',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    source!.emit({
      type: 'goal',
      goal_id: goalId,
      title: 'New mic',
      raised_amount: '750.00',
      target_amount: '1000.00',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '75');
    expect(screen.getByText('₱750.00 of ₱1,000.00')).toBeInTheDocument();
  });
});
