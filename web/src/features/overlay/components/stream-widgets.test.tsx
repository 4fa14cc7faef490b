import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, mockApi, renderApp, sentBodies } from '@/testing/test-utils';
import { FakeEventSource, giftFrom, withFakeEventSource } from '../testing/fake-event-source';
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
const entry = (rank: number, name: string, total: string) => ({
  rank,
  name,
  page_url: null,
  total,
  gifts: 1,
});

describe('the leaderboard widget', () => {
  it("ranks the period its address names, and reads the board again after a gift's alert", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const boards = [
      [entry(1, 'Ana', '500.00'), entry(2, 'Anonymous', '100.00')],
      [entry(1, 'Ben', '900.00'), entry(2, 'Ana', '500.00'), entry(3, 'Anonymous', '100.00')],
    ];
    let asked = 0;
    const periods: (string | null)[] = [];
    mockApi({
      ...view,
      [`GET /v1/overlay/${TOKEN}/leaderboard`]: ({ url }) => ({
        body: {
          data: {
            period: 'week',
            since: '2026-11-29T16:00:00.000Z',
            entries: boards[Math.min(asked++, 1)]!,
            ...(periods.push(url.searchParams.get('period')) && {}),
          },
        },
      }),
    });
    renderApp(`/overlay/${TOKEN}/leaderboard?period=week`);

    const board = await screen.findByRole('region', { name: 'Top supporters this week' });
    const places = () =>
      within(board)
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(places()).toEqual(['1Ana₱500.00', '2Anonymous₱100.00']);
    expect(periods).toEqual(['week']);

    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    // a test alert is nobody's gift: the board stays as it is
    FakeEventSource.opened[0]!.emit({ ...giftFrom('PIXEL'), is_test: true });
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(asked).toBe(1);

    FakeEventSource.opened[0]!.emit(giftFrom('Ben'));
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(places()).toEqual(['1Ben₱900.00', '2Ana₱500.00', '3Anonymous₱100.00']));
  });

  it('says so when nobody has given yet, ranking today for a period it does not know', async () => {
    mockApi({
      ...view,
      [`GET /v1/overlay/${TOKEN}/leaderboard`]: {
        body: { data: { period: 'today', since: '2026-11-29T16:00:00.000Z', entries: [] } },
      },
    });
    renderApp(`/overlay/${TOKEN}/leaderboard?period=nonsense`);
    expect(await screen.findByRole('region', { name: 'Top supporters today' })).toHaveTextContent(
      'No gifts yet. Be the first!',
    );
  });

  it('says where to find the new address when this one was reset', async () => {
    mockApi({});
    renderApp(`/overlay/${TOKEN}/leaderboard`);
    expect(
      await screen.findByText(
        'This widget address is no longer valid. Copy the new one from your Stream kit.',
      ),
    ).toBeInTheDocument();
  });
});

describe("a widget's test", () => {
  it("shows the sample for a few seconds, marked as a test, then the board again; another widget's test is not its own", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      ...view,
      [`GET /v1/overlay/${TOKEN}/leaderboard`]: {
        body: { data: { period: 'today', since: '2026-11-29T16:00:00.000Z', entries: [] } },
      },
    });
    renderApp(`/overlay/${TOKEN}/leaderboard`);
    const board = await screen.findByRole('region', { name: 'Top supporters today' });
    expect(board).toHaveTextContent('No gifts yet. Be the first!');
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));

    FakeEventSource.opened[0]!.emit({ type: 'test', widget: 'timer' });
    expect(board).toHaveTextContent('No gifts yet. Be the first!');

    FakeEventSource.opened[0]!.emit({ type: 'test', widget: 'leaderboard' });
    await vi.waitFor(() =>
      expect(
        within(board)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['1Supporter 1₱1,000.00', '2Supporter 2₱500.00', '3Supporter 3₱250.00']),
    );
    expect(within(board).getByText('Test')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(8_000));
    await vi.waitFor(() => expect(board).toHaveTextContent('No gifts yet. Be the first!'));
    expect(within(board).queryByText('Test')).not.toBeInTheDocument();
  });

  it('runs a sample subathon timer, an hour with five minutes added, and a sample poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const at = new Date().toISOString();
    mockApi({
      ...view,
      [`GET /v1/overlay/${TOKEN}/timer`]: {
        body: { data: { state: 'stopped', ends_at: null, remaining_ms: 0, added_ms: 0, at } },
      },
    });
    renderApp(`/overlay/${TOKEN}/timer`);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('0:00');
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit({ type: 'test', widget: 'timer' });
    await vi.waitFor(() => expect(timer).toHaveTextContent('1:00:00'));
    expect(screen.getByRole('status')).toHaveTextContent('+5:00');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(timer).toHaveTextContent('59:58');
    await act(() => vi.advanceTimersByTimeAsync(7_000));
    await vi.waitFor(() => expect(timer).toHaveTextContent('0:00'));
  });

  it('shows a sample poll with its totals in pesos', async () => {
    mockApi({ ...view, [`GET /v1/overlay/${TOKEN}/poll`]: { body: { data: null } } });
    renderApp(`/overlay/${TOKEN}/poll`);
    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit({ type: 'test', widget: 'poll' });
    const poll = await screen.findByRole('region', { name: 'Poll' });
    expect(poll).toHaveTextContent('Test poll: what do we play next?');
    expect(within(poll).getByRole('meter', { name: 'Choice 1' })).toHaveAttribute('aria-valuenow', '54');
    expect(poll).toHaveTextContent('₱350.00');
    expect(within(poll).getByText('Test')).toBeInTheDocument();
  });
});

describe('the scan-to-gift widget', () => {
  it("draws a code that opens the creator's gift form at the amount, marked as from the stream", async () => {
    mockApi(view);
    renderApp(`/overlay/${TOKEN}/scan?amount=150`);
    const widget = await screen.findByRole('region', { name: 'Scan to send a gift' });
    expect(
      within(widget).getByRole('img', { name: "QR code that opens Lea's gift form" }),
    ).toBeInTheDocument();
    expect(widget).toHaveTextContent('₱150.00 gift');
  });
});

describe('the Stream kit page', () => {
  it('gives each widget its address and options, and previews it at 1920 × 1080 on this site', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      ...overlaySettingsAnswers,
    });
    renderApp('/dashboard/settings/stream-kit');
    const user = userEvent.setup();

    const leaderboard = await screen.findByRole('region', { name: 'Leaderboard' });
    const address = within(leaderboard).getByLabelText('Browser source address');
    // a secret on a shared screen: dots until asked for
    expect(address).not.toHaveValue(expect.stringContaining('Zx81secret'));
    await user.click(screen.getByRole('button', { name: 'Show addresses' }));
    expect(address).toHaveValue('https://pixel.example/overlay/Zx81secret/leaderboard?period=week');

    await user.click(within(leaderboard).getByRole('combobox', { name: 'Period' }));
    await user.click(screen.getByRole('option', { name: 'All time' }));
    expect(address).toHaveValue('https://pixel.example/overlay/Zx81secret/leaderboard?period=all');

    const scan = screen.getByRole('region', { name: 'Scan to gift' });
    const amount = within(scan).getByLabelText('Gift amount (₱)');
    await user.clear(amount);
    await user.type(amount, '250');
    expect(within(scan).getByLabelText('Browser source address')).toHaveValue(
      'https://pixel.example/overlay/Zx81secret/scan?amount=250',
    );

    await user.click(within(leaderboard).getByRole('button', { name: 'Preview' }));
    const frame = await within(leaderboard).findByTitle('Leaderboard preview at 1920 × 1080');
    expect(frame.getAttribute('src')).toBe('/overlay/Zx81secret/leaderboard?period=all');
    expect(frame).toHaveAttribute('width', '1920');
    expect(frame).toHaveAttribute('height', '1080');
    expect(screen.getByRole('region', { name: 'Add a widget to your stream' })).toHaveTextContent(
      'set Width to 1920 and Height to 1080',
    );
  });
});

describe('the subathon timer widget', () => {
  it('counts down on its own, grows by what a gift adds, and stops counting when paused', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const at = new Date().toISOString();
    mockApi({
      ...view,
      [`GET /v1/overlay/${TOKEN}/timer`]: {
        body: {
          data: { state: 'running', ends_at: at, remaining_ms: 600_000, added_ms: 0, at },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}/timer`);
    const timer = await screen.findByRole('timer');
    expect(timer).toHaveTextContent('10:00');
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(timer).toHaveTextContent('9:58');

    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const [source] = FakeEventSource.opened;
    source!.emit({
      type: 'timer',
      state: 'running',
      ends_at: at,
      remaining_ms: 698_000,
      added_ms: 100_000,
      at,
    });
    await vi.waitFor(() => expect(timer).toHaveTextContent('11:38'));
    expect(screen.getByRole('status')).toHaveTextContent('+1:40');

    source!.emit({ type: 'timer', state: 'paused', ends_at: null, remaining_ms: 3_725_000, added_ms: 0, at });
    await vi.waitFor(() => expect(timer).toHaveTextContent('1:02:05'));
    expect(screen.getByText('Paused')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(timer).toHaveTextContent('1:02:05');
  });
});

describe('the poll widget', () => {
  const choice = (id: string, label: string, total: string, votes: number) => ({ id, label, total, votes });
  it('shows each choice in pesos as votes are paid, and the total once closed', async () => {
    mockApi({
      ...view,
      [`GET /v1/overlay/${TOKEN}/poll`]: {
        body: {
          data: {
            poll_id: 'p1',
            question: 'What do I cook?',
            open: true,
            choices: [choice('c1', 'Adobo', '100.00', 1), choice('c2', 'Sinigang', '0.00', 0)],
            total: '100.00',
          },
        },
      },
    });
    renderApp(`/overlay/${TOKEN}/poll`);
    const poll = await screen.findByRole('region', { name: 'Poll' });
    expect(poll).toHaveTextContent('What do I cook?');
    expect(within(poll).getByRole('meter', { name: 'Adobo' })).toHaveAttribute('aria-valuenow', '100');
    expect(poll).toHaveTextContent('Vote with a gift at localhost:3000/lea');

    await vi.waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    FakeEventSource.opened[0]!.emit({
      type: 'poll',
      poll_id: 'p1',
      question: 'What do I cook?',
      open: false,
      choices: [choice('c1', 'Adobo', '100.00', 1), choice('c2', 'Sinigang', '300.00', 2)],
      total: '400.00',
    });
    await vi.waitFor(() =>
      expect(within(poll).getByRole('meter', { name: 'Sinigang' })).toHaveAttribute('aria-valuenow', '75'),
    );
    expect(poll).toHaveTextContent('₱300.00');
    expect(poll).toHaveTextContent('Poll closed · ₱400.00 in all');
  });
});

describe('the Stream kit page, its controls', () => {
  const settings = {
    'GET /v1/user/profile': { body: { data: buildUser() } },
    ...overlaySettingsAnswers,
  };
  const timer = (state: 'stopped' | 'running', remaining: number) => ({
    body: {
      data: {
        state,
        ends_at: state === 'running' ? new Date(Date.now() + remaining).toISOString() : null,
        remaining_ms: remaining,
        added_ms: 0,
        at: new Date().toISOString(),
        seconds_per_peso: 1,
        seconds_per_member: 300,
        cap_minutes: null,
      },
    },
  });

  it('starts the subathon timer, and opens a poll with the choices typed', async () => {
    const poll = {
      poll_id: '0b9d6c52-4d4f-4c2a-9f1e-0c6a3b2d1e00',
      question: 'What do I cook?',
      open: true,
      choices: [
        { id: '0b9d6c52-4d4f-4c2a-9f1e-0c6a3b2d1e01', label: 'Adobo', total: '0.00', votes: 0 },
        { id: '0b9d6c52-4d4f-4c2a-9f1e-0c6a3b2d1e02', label: 'Sinigang', total: '0.00', votes: 0 },
        { id: '0b9d6c52-4d4f-4c2a-9f1e-0c6a3b2d1e03', label: 'Kare-kare', total: '0.00', votes: 0 },
      ],
      total: '0.00',
      opened_at: new Date().toISOString(),
      closed_at: null,
    };
    let opened = false;
    const api = mockApi({
      ...settings,
      'GET /v1/user/stream/timer': timer('stopped', 0),
      'POST /v1/user/stream/timer/start': timer('running', 90 * 60_000),
      'GET /v1/user/stream/speech': {
        body: {
          data: { enabled: false, min_amount: '0.00', voice: 'fil', rate: 160, volume: 100, max_length: 150 },
        },
      },
      'GET /v1/user/stream/polls': () => ({ body: { data: opened ? [poll] : [] } }),
      'POST /v1/user/stream/polls': () => {
        opened = true;
        return { status: 201, body: { data: poll } };
      },
    });
    renderApp('/dashboard/settings/stream-kit');
    const user = userEvent.setup();

    const timerCard = await screen.findByRole('region', { name: 'Subathon timer' });
    expect(await within(timerCard).findByText('The timer is not running.')).toBeInTheDocument();
    const minutes = within(timerCard).getByLabelText('Minutes');
    await user.clear(minutes);
    await user.type(minutes, '90');
    await user.click(within(timerCard).getByRole('button', { name: 'Start' }));
    expect(await within(timerCard).findByText('Running: 1:30:00 left.')).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/user/stream/timer/start')).toEqual([{ minutes: 90 }]);

    const pollCard = screen.getByRole('region', { name: 'Poll' });
    await user.type(within(pollCard).getByLabelText('Question'), 'What do I cook?');
    await user.type(within(pollCard).getByLabelText('Choice 1'), 'Adobo');
    await user.type(within(pollCard).getByLabelText('Choice 2'), 'Sinigang');
    await user.click(within(pollCard).getByRole('button', { name: 'Add a choice' }));
    await user.type(within(pollCard).getByLabelText('Choice 3'), 'Kare-kare');
    await user.click(within(pollCard).getByRole('button', { name: 'Open poll' }));
    expect(await within(pollCard).findByRole('button', { name: 'Close poll' })).toBeInTheDocument();
    expect(sentBodies(api, 'POST /v1/user/stream/polls')).toEqual([
      { question: 'What do I cook?', choices: ['Adobo', 'Sinigang', 'Kare-kare'] },
    ]);
    expect(pollCard).toHaveTextContent('Sinigang₱0.00 · 0 votes');
  });

  it("sends each widget's own test", async () => {
    const api = mockApi({
      ...settings,
      'GET /v1/user/stream/timer': timer('stopped', 0),
      'GET /v1/user/stream/polls': { body: { data: [] } },
      'POST /v1/user/overlay/test': { status: 204 },
    });
    renderApp('/dashboard/settings/stream-kit');
    const user = userEvent.setup();
    const timerCard = await screen.findByRole('region', { name: 'Subathon timer' });
    await user.click(within(timerCard).getByRole('button', { name: 'Send a test: Subathon timer' }));
    expect(await screen.findByText('Test sent: Subathon timer.')).toBeInTheDocument();
    const scan = screen.getByRole('region', { name: 'Scan to gift' });
    await user.click(within(scan).getByRole('button', { name: 'Send a test: Scan to gift' }));
    await vi.waitFor(() =>
      expect(sentBodies(api, 'POST /v1/user/overlay/test')).toEqual([
        { widget: 'timer' },
        { widget: 'scan' },
      ]),
    );
    // the alerts' own test is the test alert, sent without a widget
    const alerts = screen.getByRole('region', { name: 'Alerts' });
    await user.click(within(alerts).getByRole('button', { name: 'Send test alert' }));
    await vi.waitFor(() => expect(sentBodies(api, 'POST /v1/user/overlay/test')).toHaveLength(3));
  });
});

describe('the spoken alerts settings', () => {
  it('save the minimum amount as typed, in pesos', async () => {
    const settings = {
      enabled: false,
      min_amount: '0.00',
      voice: 'fil',
      rate: 160,
      volume: 100,
      max_length: 150,
    };
    const api = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      ...overlaySettingsAnswers,
      'GET /v1/user/stream/speech': { body: { data: settings } },
      'PUT /v1/user/stream/speech': {
        body: { data: { ...settings, enabled: true, min_amount: '5.00', voice: 'en' } },
      },
    });
    renderApp('/dashboard/settings/stream-kit');
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Spoken alerts' });
    await user.click(
      within(form).getByRole('switch', { name: "Read each gift's message aloud after the alert sound" }),
    );
    const minimum = within(form).getByLabelText('From this amount (₱)');
    await user.clear(minimum);
    await user.type(minimum, '5');
    await user.click(within(form).getByRole('combobox', { name: 'Voice' }));
    await user.click(screen.getByRole('option', { name: 'English' }));
    await user.click(within(form).getByRole('button', { name: 'Save spoken alerts' }));
    await vi.waitFor(() =>
      expect(sentBodies(api, 'PUT /v1/user/stream/speech')).toEqual([
        { enabled: true, min_amount: '5', voice: 'en', rate: 160, volume: 100, max_length: 150 },
      ]),
    );
  });
});
