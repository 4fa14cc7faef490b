import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { ReactionTotals } from '@pixel/contract';
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
import { buildBlocPost, buildReactions } from '@/testing/content-builders';

const postId = '00000000-0000-4000-8000-000000000001';

const post = (reactions: ReactionTotals) =>
  buildBlocPost({ id: postId, body: 'New sketches today #Manila', reactions });

const signedIn = { body: { data: buildUser() } };
const answer = (value: ReactionTotals): MockResponse => ({
  body: { data: { message: 'Reaction added.', totals: value } },
});

function blocApi(
  start: ReactionTotals,
  handlers: Parameters<typeof mockApi>[0] = {},
  user: MockResponse = signedIn,
) {
  return mockApi({
    'GET /v1/user/profile': user,
    'GET /v1/profile/maria': { body: { data: buildProfile() } },
    'GET /v1/profile/maria/bloc': pageOf([post(start)]),
    ...handlers,
  });
}

const reactions = async () => within(await screen.findByRole('group', { name: 'Reactions' }));
const countButton = (group: ReturnType<typeof within>) =>
  group.getByRole('button', { name: /^See who reacted/ });

/**
 * Presses the main button for `ms` milliseconds, as a finger would, on the test's clock; then a second
 * passes, so a hold timer still running after the finger lifted would have opened the picker.
 */
async function hold(button: HTMLElement, ms: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    fireEvent.pointerDown(button, { button: 0, pointerType: 'touch' });
    await act(() => vi.advanceTimersByTimeAsync(ms));
    fireEvent.pointerUp(button, { button: 0, pointerType: 'touch' });
    fireEvent.click(button);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
  } finally {
    vi.useRealTimers();
  }
}

describe('reactions', () => {
  it('adds a heart on a tap and removes it on the next tap', async () => {
    const fetchMock = blocApi(buildReactions({ laugh_count: 2 }), {
      'POST /v1/user/reactions/add': answer(
        buildReactions({ heart_count: 1, laugh_count: 2, details: { id: 1 } }),
      ),
      'DELETE /v1/user/reactions/remove': answer(buildReactions({ laugh_count: 2 })),
    });
    renderApp('/maria/pixel-bloc');
    const user = userEvent.setup();
    const group = await reactions();
    expect(countButton(group)).toHaveTextContent('2');

    await user.click(group.getByRole('button', { name: 'React' }));
    const love = group.getByRole('button', { name: 'Love' });
    expect(love).toHaveAttribute('aria-pressed', 'true');
    expect(countButton(group)).toHaveTextContent('3');
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/user/reactions/add')).toHaveLength(1));

    await user.click(love);
    expect(await group.findByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(countButton(group)).toHaveTextContent('2'));
    expect(sentBodies(fetchMock, 'POST /v1/user/reactions/add')).toEqual([
      { content_id: postId, content_type: 'bloc', reaction_id: 1 },
    ]);
    expect(sentBodies(fetchMock, 'DELETE /v1/user/reactions/remove')).toEqual([
      { content_id: postId, content_type: 'bloc' },
    ]);
  });

  it('opens the picker on a 300 ms hold, and another reaction replaces the one set', async () => {
    const fetchMock = blocApi(buildReactions({ heart_count: 1, details: { id: 1 } }), {
      'POST /v1/user/reactions/add': answer(buildReactions({ laugh_count: 1, details: { id: 2 } })),
    });
    renderApp('/maria/pixel-bloc');
    const group = await reactions();

    const main = group.getByRole('button', { name: 'Love' });
    await hold(main, 350);
    const picker = await screen.findByRole('group', { name: 'Reaction picker' });
    expect(
      within(picker)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Love', 'Haha', 'Support', 'Sad', 'Angry']);
    expect(within(picker).getByRole('button', { name: 'Love' })).toHaveAttribute('aria-pressed', 'true');
    // letting go after the hold is not a tap
    expect(sentBodies(fetchMock, 'DELETE /v1/user/reactions/remove')).toHaveLength(0);

    await userEvent.setup().click(within(picker).getByRole('button', { name: 'Haha' }));

    expect(await group.findByRole('button', { name: 'Haha' })).toHaveAttribute('aria-pressed', 'true');
    expect(countButton(group)).toHaveTextContent('1');
    expect(sentBodies(fetchMock, 'POST /v1/user/reactions/add')).toEqual([
      { content_id: postId, content_type: 'bloc', reaction_id: 2 },
    ]);
  });

  it('treats a press shorter than 300 ms as a tap', async () => {
    const fetchMock = blocApi(buildReactions(), {
      'POST /v1/user/reactions/add': answer(buildReactions({ heart_count: 1, details: { id: 1 } })),
    });
    renderApp('/maria/pixel-bloc');
    const group = await reactions();

    await hold(group.getByRole('button', { name: 'React' }), 100);

    expect(await group.findByRole('button', { name: 'Love' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Reaction picker' })).not.toBeInTheDocument();
    await waitFor(() => expect(sentBodies(fetchMock, 'POST /v1/user/reactions/add')).toHaveLength(1));
  });

  it('opens the picker from the keyboard: Enter taps, the arrow key and its own button open it', async () => {
    blocApi(buildReactions(), {
      'POST /v1/user/reactions/add': answer(buildReactions({ heart_count: 1, details: { id: 1 } })),
    });
    renderApp('/maria/pixel-bloc');
    const user = userEvent.setup();
    const group = await reactions();

    group.getByRole('button', { name: 'React' }).focus();
    await user.keyboard('{Enter}');
    expect(await group.findByRole('button', { name: 'Love' })).toHaveAttribute('aria-pressed', 'true');

    await user.keyboard('{ArrowUp}');
    expect(await screen.findByRole('group', { name: 'Reaction picker' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Reaction picker' })).not.toBeInTheDocument(),
    );

    const toggle = group.getByRole('button', { name: 'Choose a reaction' });
    await user.click(toggle);
    expect(await screen.findByRole('group', { name: 'Reaction picker' })).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });

  it('restores the previous reaction when the server fails', async () => {
    let fail: (response: MockResponse) => void = () => {};
    blocApi(buildReactions({ heart_count: 1, details: { id: 1 } }), {
      'POST /v1/user/reactions/add': () => new Promise<MockResponse>((resolve) => (fail = resolve)),
    });
    renderApp('/maria/pixel-bloc');
    const user = userEvent.setup();
    const group = await reactions();

    await user.click(group.getByRole('button', { name: 'Choose a reaction' }));
    const picker = await screen.findByRole('group', { name: 'Reaction picker' });
    await user.click(within(picker).getByRole('button', { name: 'Angry' }));

    // the change shows at once...
    expect(await group.findByRole('button', { name: 'Angry' })).toHaveAttribute('aria-pressed', 'true');
    expect(countButton(group)).toHaveTextContent('1');
    // ...and is undone when the server refuses it
    fail({
      status: 500,
      body: { exception: 'ServerErrorException', message_key: 'unexpected', message: 'Something broke.' },
    });
    expect(await screen.findByRole('dialog', { name: 'UNABLE TO PROCEED' })).toHaveTextContent(
      'Something broke.',
    );
    expect(group.getByRole('button', { name: 'Love' })).toHaveAttribute('aria-pressed', 'true');
    expect(countButton(group)).toHaveTextContent('1');
  });

  it('says UNABLE TO REAX with the server message when the reaction is not allowed', async () => {
    blocApi(buildReactions(), {
      'POST /v1/user/reactions/add': {
        status: 403,
        body: {
          exception: 'ReactionNotAllowedException',
          message_key: 'cannotReact',
          message: 'You cannot react to this content.',
        },
      },
    });
    renderApp('/maria/pixel-bloc');
    const group = await reactions();

    await userEvent.setup().click(group.getByRole('button', { name: 'React' }));

    const dialog = await screen.findByRole('dialog', { name: 'UNABLE TO REAX' });
    expect(dialog).toHaveTextContent('You cannot react to this content.');
    expect(group.getByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'false');
    expect(countButton(group)).toHaveTextContent('0');
  });

  it('asks a visitor to log in', async () => {
    blocApi(buildReactions(), { 'POST /v1/user/reactions/add': unauthorized }, unauthorized);
    renderApp('/maria/pixel-bloc');
    const group = await reactions();

    await userEvent.setup().click(group.getByRole('button', { name: 'React' }));

    expect(await screen.findByRole('dialog', { name: 'Log in to continue' })).toBeInTheDocument();
    expect(group.getByRole('button', { name: 'React' })).toHaveAttribute('aria-pressed', 'false');
  });
});
