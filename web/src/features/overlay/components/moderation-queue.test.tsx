import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { StreamQueue, StreamQueueItem } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';
import { overlaySettingsAnswers } from '../testing/overlay-settings';

const held = crypto.randomUUID();
const sent = crypto.randomUUID();

const item = (fields: Partial<StreamQueueItem>): StreamQueueItem => ({
  event_id: null,
  kind: 'gift',
  gift_id: null,
  supporter_name: 'Someone',
  amount: '100.00',
  message: null,
  tier_name: null,
  status: 'sent',
  replayed: false,
  at: new Date().toISOString(),
  ...fields,
});

const queue = (fields: Partial<StreamQueue> = {}): { body: { data: StreamQueue } } => ({
  body: {
    data: {
      page_url: 'juan',
      page_name: 'Juan',
      paused: false,
      hold_links: true,
      is_creator: true,
      items: [
        item({ gift_id: held, supporter_name: 'Ben', message: 'Free load bit.ly/x', status: 'held' }),
        item({ event_id: 7, gift_id: sent, supporter_name: 'Liza', message: 'Galing!', amount: '150.00' }),
        item({
          event_id: 6,
          kind: 'member',
          supporter_name: 'Carla',
          amount: null,
          tier_name: 'Sketch Club',
        }),
      ],
      ...fields,
    },
  },
});

const QUEUE = '/v1/stream/juan/moderation';
const noContent = { status: 204, body: null };

describe('the moderation queue on the Stream kit page', () => {
  const kitApi = () =>
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      ...overlaySettingsAnswers,
      [`GET ${QUEUE}`]: queue(),
      [`POST ${QUEUE}/show`]: noContent,
      [`POST ${QUEUE}/skip`]: noContent,
      [`POST ${QUEUE}/replay`]: noContent,
      [`POST ${QUEUE}/pause`]: noContent,
      'PUT /v1/user/stream/moderation': { body: { data: { hold_links: false } } },
      'GET /v1/user/stream/moderators': { body: { data: [] } },
      'POST /v1/user/stream/moderators': ({ body }) =>
        (body as { page_url: string }).page_url === 'nobody'
          ? {
              status: 422,
              body: {
                exception: 'ValidationException',
                message: 'No one has a page at this address. Check it and try again.',
                message_key: 'moderatorPageNotFound',
                errors: { page_url: ['No one has a page at this address. Check it and try again.'] },
              },
            }
          : {
              body: {
                data: [{ page_url: 'carla', page_name: 'Carla', added_at: new Date().toISOString() }],
              },
            },
      'DELETE /v1/user/stream/moderators/carla': { body: { data: [] } },
    });

  it('shows, skips, replays and pauses alerts, and holds links by the switch', async () => {
    const fetchMock = kitApi();
    renderApp('/dashboard/settings/stream-kit');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Moderation queue' });
    const ben = await within(card).findByRole('listitem', { name: 'Ben' });
    expect(ben).toHaveTextContent('Held: has a link');
    expect(ben).toHaveTextContent('Free load bit.ly/x');
    // a held alert is shown or skipped; it was never sent, so there is nothing to replay
    expect(within(ben).queryByRole('button', { name: "Replay Ben's alert" })).not.toBeInTheDocument();
    await user.click(within(ben).getByRole('button', { name: "Show Ben's alert" }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${QUEUE}/show`)).toEqual([{ gift_id: held }]));

    const liza = within(card).getByRole('listitem', { name: 'Liza' });
    expect(liza).toHaveTextContent('sent ₱150.00');
    await user.click(within(liza).getByRole('button', { name: "Skip Liza's alert" }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${QUEUE}/skip`)).toEqual([{ gift_id: sent }]));
    await user.click(within(liza).getByRole('button', { name: "Replay Liza's alert" }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${QUEUE}/replay`)).toEqual([{ gift_id: sent }]));
    // a member has nothing to skip or replay by a gift
    const carla = within(card).getByRole('listitem', { name: 'Carla' });
    expect(carla).toHaveTextContent('became a member of Sketch Club');
    expect(within(carla).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Pause all' }));
    await waitFor(() => expect(sentBodies(fetchMock, `POST ${QUEUE}/pause`)).toHaveLength(1));

    await user.click(within(card).getByRole('switch', { name: /Hold alerts with a link/ }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /v1/user/stream/moderation')).toEqual([{ hold_links: false }]),
    );
  });

  it('names moderators by their page address and removes them', async () => {
    const fetchMock = kitApi();
    renderApp('/dashboard/settings/stream-kit');
    const user = userEvent.setup();
    const card = await screen.findByRole('region', { name: 'Moderation queue' });
    const address = within(card).getByRole('textbox', { name: "Moderator's page address" });
    await user.type(address, 'nobody');
    await user.click(within(card).getByRole('button', { name: 'Add moderator' }));
    expect(
      await within(card).findByText('No one has a page at this address. Check it and try again.'),
    ).toBeInTheDocument();
    await user.clear(address);
    await user.type(address, 'pixel.ph/Carla');
    await user.click(within(card).getByRole('button', { name: 'Add moderator' }));
    const remove = await within(card).findByRole('button', { name: 'Remove Carla' });
    // the contract's field reads the page from the pasted address before it is sent
    expect(sentBodies(fetchMock, 'POST /v1/user/stream/moderators')).toEqual([
      { page_url: 'nobody' },
      { page_url: 'carla' },
    ]);
    await user.click(remove);
    expect(await within(card).findByText('No moderators yet.')).toBeInTheDocument();
  });
});

describe('the moderation page of a moderator', () => {
  it('shows the creator’s queue with Resume when paused, and no switch of the creator’s', async () => {
    const fetchMock = mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/stream/lea/moderation': {
        body: {
          data: { ...queue().body.data, page_url: 'lea', page_name: 'Lea', paused: true, is_creator: false },
        },
      },
      'POST /v1/stream/lea/moderation/resume': noContent,
    });
    renderApp('/dashboard/stream/lea/moderation');
    expect(await screen.findByRole('heading', { name: "Lea's moderation queue" })).toBeInTheDocument();
    expect(screen.getByText(/Alerts are paused/)).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'POST /v1/stream/lea/moderation/resume')).toHaveLength(1),
    );
  });

  it('says so to someone the creator did not name', async () => {
    mockApi({
      'GET /v1/user/profile': { body: { data: buildUser() } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/stream/lea/moderation': {
        status: 403,
        body: {
          exception: 'ForbiddenException',
          message: "Only the creator and the moderators they named can run this stream's alerts.",
          message_key: 'streamModeratorsOnly',
        },
      },
    });
    renderApp('/dashboard/stream/lea/moderation');
    expect(
      await screen.findByText('Only the creator and the moderators they named can see this queue.'),
    ).toBeInTheDocument();
  });
});
