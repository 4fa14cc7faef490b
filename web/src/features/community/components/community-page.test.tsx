import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DiscordMemberSync, DiscordSettings } from '@pixel/contract';
import { buildUser, mockApi, renderApp, sentBodies, siteConfig } from '@/testing/test-utils';

const user = buildUser();
const sketchTier = '0b6a4f4e-2d7c-4c61-9d0e-000000000001';
const studioTier = '0b6a4f4e-2d7c-4c61-9d0e-000000000002';
const memberId = '0b6a4f4e-2d7c-4c61-9d0e-000000000003';

function buildSettings(overrides: Partial<DiscordSettings> = {}): DiscordSettings {
  return {
    available: true,
    server: { guild_id: '200000000000000001', name: 'Art Server', connected_at: '2026-11-20T04:00:00.000Z' },
    roles: [
      { id: '200000000000000005', name: 'Moderators', color: 0 },
      { id: '200000000000000003', name: 'Studio Pass', color: 0 },
      { id: '200000000000000002', name: 'Sketch Club', color: 0 },
    ],
    roles_unavailable: false,
    tiers: [
      { tier_id: sketchTier, name: 'Sketch Club', role_id: '200000000000000002' },
      { tier_id: studioTier, name: 'Studio Pass', role_id: null },
    ],
    ...overrides,
  };
}

const failedMember: DiscordMemberSync = {
  member_user_id: memberId,
  member_name: 'Ana Reyes',
  page_url: 'ana',
  discord_username: 'ana_draws',
  tier_name: 'Sketch Club',
  role_id: null,
  state: 'failed',
  last_error: 'Missing Permissions',
  retry_at: '2026-11-30T04:02:00.000Z',
  synced_at: null,
};

const membersPage = (data: DiscordMemberSync[]) => ({
  body: { data, meta: { current_page: 1, last_page: 1, per_page: 20, total: data.length } },
});

const mockPage = (extra: Parameters<typeof mockApi>[0] = {}) =>
  mockApi({
    'GET /v1/user/profile': { body: { data: user } },
    'GET /v1/site/config': siteConfig,
    'GET /v1/user/community/discord': { body: { data: buildSettings() } },
    'GET /v1/user/community/discord/members': membersPage([failedMember]),
    'GET /v1/user/community/telegram': {
      body: { data: { available: true, bot_username: 'pixel_bot', group: null } },
    },
    ...extra,
  });

describe('the Discord page', () => {
  it('shows the server, each tier’s role, and saves a change of role', async () => {
    const fetchMock = mockPage({
      'PUT /v1/user/community/discord/roles': { body: { data: buildSettings() } },
    });
    renderApp('/dashboard/creator-hub/community');
    expect(await screen.findByText(/Connected to Art Server since/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role for Sketch Club' })).toHaveValue('200000000000000002');
    const studio = screen.getByRole('combobox', { name: 'Role for Studio Pass' });
    expect(studio).toHaveValue('none');

    const clicker = userEvent.setup();
    await clicker.selectOptions(studio, 'Studio Pass');
    await clicker.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() =>
      expect(sentBodies(fetchMock, 'PUT /v1/user/community/discord/roles')).toEqual([
        {
          roles: [
            { tier_id: sketchTier, role_id: '200000000000000002' },
            { tier_id: studioTier, role_id: '200000000000000003' },
          ],
        },
      ]),
    );
    expect(await screen.findByText(/Roles saved/)).toBeInTheDocument();
  });

  it('lists a member whose role failed with Discord’s words, and retries it', async () => {
    const fetchMock = mockPage({
      [`POST /v1/user/community/discord/members/${memberId}/retry`]: {
        body: { data: { ...failedMember, state: 'synced', last_error: null, role_id: '200000000000000002' } },
      },
    });
    renderApp('/dashboard/creator-hub/community');
    const ana = await screen.findByRole('listitem', { name: 'Ana Reyes' });
    expect(ana).toHaveTextContent('Failed');
    expect(ana).toHaveTextContent('Discord: @ana_draws · Tier: Sketch Club');
    expect(ana).toHaveTextContent('Discord said: Missing Permissions');
    await userEvent.setup().click(within(ana).getByRole('button', { name: 'Retry now' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith(`/members/${memberId}/retry`))).toBe(
        true,
      ),
    );
  });

  it('sends the creator to Discord to connect a server, and tells how it went on return', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockPage({
      'GET /v1/user/community/discord': { body: { data: buildSettings({ server: null, roles: [] }) } },
      'POST /v1/user/community/discord/connect': {
        body: { data: { url: 'https://discord.com/oauth2/authorize?client_id=1' } },
      },
    });
    renderApp('/dashboard/creator-hub/community?discord=failed');
    expect(await screen.findByText('Discord could not be connected. Please try again.')).toBeInTheDocument();
    expect(await screen.findByText(/No server connected yet/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Roles for tiers' })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Connect a Discord server' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://discord.com/oauth2/authorize?client_id=1'),
    );
  });

  it('says so where this PIXEL has no Discord', async () => {
    mockPage({
      'GET /v1/user/community/discord': {
        body: { data: buildSettings({ available: false, server: null, roles: [] }) },
      },
    });
    renderApp('/dashboard/creator-hub/community');
    expect(await screen.findByText('Discord is not set up on this PIXEL yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Connect a Discord server' })).not.toBeInTheDocument();
  });
});

describe('the Telegram group', () => {
  it('tells the creator which bot to add, and shows why a chat id was refused', async () => {
    const fetchMock = mockPage({
      'PUT /v1/user/community/telegram': {
        status: 422,
        body: {
          exception: 'ValidationException',
          message:
            'Make @pixel_bot an admin of your group who may invite users and ban users, then try again.',
          message_key: 'telegramBotNotAdmin',
          errors: {
            chat_id: [
              'Make @pixel_bot an admin of your group who may invite users and ban users, then try again.',
            ],
          },
          error_keys: { chat_id: ['telegramBotNotAdmin'] },
        },
      },
    });
    renderApp('/dashboard/creator-hub/community');
    const section = await screen.findByRole('region', { name: 'Telegram group' });
    expect(await within(section).findByText(/Add @pixel_bot to your Telegram group/)).toBeInTheDocument();
    const clicker = userEvent.setup();
    await clicker.type(within(section).getByRole('textbox', { name: 'Chat id' }), '-1001234567890');
    await clicker.click(within(section).getByRole('button', { name: 'Connect the group' }));
    expect(await within(section).findByText(/Make @pixel_bot an admin of your group/)).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/user/community/telegram')).toEqual([{ chat_id: '-1001234567890' }]);
  });
});

describe('a member’s Discord account on My memberships', () => {
  const mockMemberships = (discord: object, extra: Parameters<typeof mockApi>[0] = {}) =>
    mockApi({
      'GET /v1/user/profile': { body: { data: user } },
      'GET /v1/site/config': siteConfig,
      'GET /v1/user/memberships': { body: { data: [] } },
      'GET /v1/user/discord': { body: { data: discord } },
      ...extra,
    });

  it('shows the member’s Telegram invite with its link', async () => {
    mockMemberships(
      { available: true, account: null },
      {
        'GET /v1/user/telegram-invites': {
          body: {
            data: [
              {
                creator: { page_url: 'maria', page_name: 'Maria Sketches' },
                group_title: 'Sketch Circle',
                invite_link: 'https://t.me/+abc',
                expires_at: '2026-12-07T04:00:00.000Z',
                state: 'invited',
              },
            ],
          },
        },
      },
    );
    renderApp('/dashboard/memberships');
    const card = await screen.findByRole('region', { name: 'Telegram groups' });
    expect(card).toHaveTextContent(
      'Your invite to Sketch Circle of Maria Sketches: it lets you in once, until',
    );
    expect(within(card).getByRole('link', { name: 'Join the group' })).toHaveAttribute(
      'href',
      'https://t.me/+abc',
    );
  });

  it('links the account through Discord', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    mockMemberships(
      { available: true, account: null },
      {
        'POST /v1/user/discord/link': { body: { data: { url: 'https://discord.com/oauth2/authorize?x=1' } } },
      },
    );
    renderApp('/dashboard/memberships');
    const card = await screen.findByRole('region', { name: 'Discord' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Link Discord' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://discord.com/oauth2/authorize?x=1'));
  });

  it('shows the linked account and unlinks it', async () => {
    const fetchMock = mockMemberships(
      { available: true, account: { username: 'ana_draws', linked_at: '2026-11-20T04:00:00.000Z' } },
      { 'DELETE /v1/user/discord': { status: 204 } },
    );
    renderApp('/dashboard/memberships?discord=linked');
    expect(await screen.findByText(/Your Discord account is linked/)).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Discord' });
    expect(card).toHaveTextContent('Linked as @ana_draws.');
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Unlink' }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE'),
      ).toBe(true),
    );
  });
});
