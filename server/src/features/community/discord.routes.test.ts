import { describe, expect, it } from 'vitest';
import { client, joinTier, signedInUser, staffMember } from '../../test/builders.ts';
import {
  creatorWithTiers,
  myMembership,
  signInAgain,
  useDevClock,
} from '../memberships/memberships.testing.ts';
import { consentOnDiscord, useDiscordTestApp } from './community.testing.ts';

const { t, discord } = await useDiscordTestApp();
const { clockNow, moveClockTo } = useDevClock(t);
const guild = discord.home;
const roleNamed = (name: string) => guild.roles.find((role) => role.name === name)!;

/** A creator whose Discord server is connected, with Sketch Club's members given the Sketch Club role. */
async function connectedCreator() {
  const { creator, tier1, tier2 } = await creatorWithTiers(t);
  expect(await consentOnDiscord(creator.browser, '/v1/user/community/discord/connect')).toBe(
    '/dashboard/creator-hub/community?discord=connected',
  );
  const mapped = await creator.browser.put('/v1/user/community/discord/roles', {
    roles: [{ tier_id: tier1.id, role_id: roleNamed('Sketch Club').id }],
  });
  expect(mapped.statusCode, mapped.body).toBe(200);
  return { creator, tier1, tier2 };
}

/** A supporter who linked their Discord account as `username`. */
async function linkedSupporter(username: string) {
  const supporter = await signedInUser(t);
  discord.consentAs(username);
  expect(await consentOnDiscord(supporter.browser, '/v1/user/discord/link')).toBe(
    '/dashboard/memberships?discord=linked',
  );
  return { supporter, discordUser: discord.userNamed(username)! };
}

const putsFor = (userId: string) =>
  discord.roleCalls.filter((call) => call.startsWith(`PUT ${guild.id}/${userId}/`));

describe('Discord for members (decision 0160)', () => {
  it('connects a server, lists the roles the bot may give, and maps a tier to one', async () => {
    const { creator, tier1, tier2 } = await connectedCreator();
    const settings = (await creator.browser.get('/v1/user/community/discord')).json().data;
    expect(settings).toMatchObject({
      available: true,
      server: { guild_id: guild.id, name: 'Stand-in Art Server' },
      roles_unavailable: false,
    });
    // not @everyone, not the bot's own managed role
    expect(settings.roles.map((role: { name: string }) => role.name)).toEqual([
      'Moderators',
      'Studio Pass',
      'Sketch Club',
    ]);
    expect(settings.tiers).toEqual([
      { tier_id: tier1.id, name: 'Sketch Club', role_id: roleNamed('Sketch Club').id },
      { tier_id: tier2.id, name: 'Studio Pass', role_id: null },
    ]);
  });

  it('gives the role when a linked member joins, and takes it away when the membership lapses', async () => {
    const { creator, tier1 } = await connectedCreator();
    const { supporter, discordUser } = await linkedSupporter('lapsing_member');
    await joinTier(t, supporter, tier1.id);
    await t.jobs.drain('discord-roles');
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([roleNamed('Sketch Club').id]);
    const members = (await creator.browser.get('/v1/user/community/discord/members')).json();
    expect(members.data).toEqual([
      expect.objectContaining({
        member_user_id: supporter.user.id,
        discord_username: 'lapsing_member',
        tier_name: 'Sketch Club',
        role_id: roleNamed('Sketch Club').id,
        state: 'synced',
        last_error: null,
      }),
    ]);

    // a month on the development clock, and the minute's sweep
    const joined = await myMembership(supporter.browser);
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() + 60_000));
    await t.jobs.runDue();
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([]);
    await signInAgain(creator);
    const after = (await creator.browser.get('/v1/user/community/discord/members')).json().data[0];
    expect(after).toMatchObject({ role_id: null, state: 'synced' });
  });

  it('acts once for a member however many runs find them at the same time', async () => {
    const { tier1 } = await connectedCreator();
    const { supporter, discordUser } = await linkedSupporter('busy_member');
    await joinTier(t, supporter, tier1.id);
    // two instances' sweeps at the same moment, while Discord takes its time to answer the first
    discord.answerAfter(300);
    await Promise.all([t.jobs.runDue(), t.jobs.runDue()]).finally(() => discord.answerAfter(0));
    // then the settlement's own run, and another sweep
    await t.jobs.send('discord-roles', { memberUserId: supporter.user.id });
    await t.jobs.runDue();
    expect(putsFor(discordUser.id)).toHaveLength(1);
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([roleNamed('Sketch Club').id]);
  });

  it('takes the role away when the membership payment is refunded', async () => {
    const { tier1 } = await connectedCreator();
    const { supporter, discordUser } = await linkedSupporter('refunded_member');
    const reference = await joinTier(t, supporter, tier1.id);
    await t.jobs.drain('discord-roles');
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([roleNamed('Sketch Club').id]);

    const finance = await staffMember(t, 'finance', { at: await clockNow() });
    const refunded = await finance.browser.post(`/v1/admin/payments/${reference}/refund`, {
      amount: '100.00',
      reason: 'The member asked',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    await t.jobs.runDue();
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([]);
  });

  it("waits out Discord's rate limit, then gives the role", async () => {
    const { creator, tier1 } = await connectedCreator();
    const { supporter, discordUser } = await linkedSupporter('limited_member');
    discord.rateLimit(1, 30, discordUser.id);
    await joinTier(t, supporter, tier1.id);
    await t.jobs.drain('discord-roles');
    const waiting = (await creator.browser.get('/v1/user/community/discord/members')).json().data[0];
    expect(waiting).toMatchObject({ state: 'waiting', role_id: null });
    const retryAt = new Date(waiting.retry_at).getTime();
    expect(retryAt - (await clockNow()).getTime()).toBeGreaterThanOrEqual(29_000);

    // before retry_after nothing is asked again
    await t.jobs.runDue();
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([]);
    await moveClockTo(new Date(retryAt + 1000));
    await t.jobs.runDue();
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([roleNamed('Sketch Club').id]);
  });

  it('says why a role could not be given, and the creator retries once it is fixed', async () => {
    const { creator, tier1 } = await connectedCreator();
    const { supporter, discordUser } = await linkedSupporter('absent_member');
    // the member left the server before joining the tier
    discord.leave(guild.id, discordUser.id);
    await joinTier(t, supporter, tier1.id);
    await t.jobs.drain('discord-roles');
    const failed = (await creator.browser.get('/v1/user/community/discord/members')).json().data[0];
    expect(failed).toMatchObject({ state: 'failed', last_error: 'Unknown Member', role_id: null });

    guild.members.set(discordUser.id, new Set());
    const retried = await creator.browser.post(
      `/v1/user/community/discord/members/${supporter.user.id}/retry`,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ state: 'synced', role_id: roleNamed('Sketch Club').id });
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([roleNamed('Sketch Club').id]);
  });

  it('takes back the roles it gave when the creator disconnects the server', async () => {
    const { creator, tier1 } = await connectedCreator();
    const { supporter, discordUser } = await linkedSupporter('kept_member');
    await joinTier(t, supporter, tier1.id);
    await t.jobs.drain('discord-roles');
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([roleNamed('Sketch Club').id]);
    expect((await creator.browser.delete('/v1/user/community/discord')).statusCode).toBe(204);
    await t.jobs.drain('discord-roles');
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([]);
    const settings = (await creator.browser.get('/v1/user/community/discord')).json().data;
    expect(settings).toMatchObject({ server: null, roles: [] });
    expect(settings.tiers.every((tier: { role_id: string | null }) => tier.role_id === null)).toBe(true);
  });

  it('takes the role back when the member unlinks their account', async () => {
    const { tier1 } = await connectedCreator();
    const { supporter, discordUser } = await linkedSupporter('leaving_member');
    await joinTier(t, supporter, tier1.id);
    await t.jobs.drain('discord-roles');
    expect((await supporter.browser.get('/v1/user/discord')).json().data).toMatchObject({
      available: true,
      account: { username: 'leaving_member' },
    });
    expect((await supporter.browser.delete('/v1/user/discord')).statusCode).toBe(204);
    await t.jobs.drain('discord-roles');
    expect(discord.rolesOf(guild.id, discordUser.id)).toEqual([]);
    expect((await supporter.browser.get('/v1/user/discord')).json().data.account).toBeNull();
  });
});

describe('refusals of the Discord calls', () => {
  it('asks for a session (401)', async () => {
    const visitor = client(t);
    expect((await visitor.get('/v1/user/community/discord')).statusCode).toBe(401);
    expect((await visitor.post('/v1/user/discord/link')).statusCode).toBe(401);
  });

  it('refuses roles before a server is connected (409), and tiers or roles not the creator’s (422)', async () => {
    const { creator, tier1 } = await creatorWithTiers(t);
    const early = await creator.browser.put('/v1/user/community/discord/roles', {
      roles: [{ tier_id: tier1.id, role_id: roleNamed('Sketch Club').id }],
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message_key).toBe('discordNotConnected');

    const { creator: other } = await connectedCreator();
    const notOwn = await other.browser.put('/v1/user/community/discord/roles', {
      roles: [{ tier_id: tier1.id, role_id: roleNamed('Sketch Club').id }],
    });
    expect(notOwn.statusCode).toBe(422);
    expect(notOwn.json().errors).toHaveProperty(['roles.0.tier_id']);

    const { creator: third, tier1: ownTier } = await connectedCreator();
    const unknownRole = await third.browser.put('/v1/user/community/discord/roles', {
      roles: [{ tier_id: ownTier.id, role_id: '123456789' }],
    });
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().error_keys).toEqual({ 'roles.0.role_id': ['discordRoleUnknown'] });

    const extra = await third.browser.put('/v1/user/community/discord/roles', {
      roles: [{ tier_id: ownTier.id, role_id: null, colour: 'red' }],
    });
    expect(extra.statusCode).toBe(422);
  });

  it('answers 404 for a member with nothing to retry', async () => {
    const { creator } = await connectedCreator();
    const stranger = await signedInUser(t);
    const retried = await creator.browser.post(
      `/v1/user/community/discord/members/${stranger.user.id}/retry`,
    );
    expect(retried.statusCode).toBe(404);
  });

  it("does nothing with another person's consent, or a forged or cancelled one", async () => {
    const creator = await signedInUser(t);
    const started = await creator.browser.post('/v1/user/community/discord/connect');
    const consent = await fetch(started.json().data.url as string, { redirect: 'manual' });
    const back = new URL(consent.headers.get('location')!);
    // the same address opened while signed in as someone else
    const someoneElse = await signedInUser(t);
    const taken = await someoneElse.browser.get(`${back.pathname}${back.search}`);
    expect(taken.headers.location).toBe('/dashboard/creator-hub/community?discord=failed');
    const forged = await creator.browser.get(
      `/v1/community/discord/callback?code=abc&state=bot.${creator.user.id}.9999999999999.x.forged`,
    );
    expect(forged.headers.location).toBe('/dashboard/memberships?discord=failed');
    const state = back.searchParams.get('state')!;
    const cancelled = await creator.browser.get(
      `/v1/community/discord/callback?error=access_denied&state=${encodeURIComponent(state)}`,
    );
    expect(cancelled.headers.location).toBe('/dashboard/creator-hub/community?discord=cancelled');
    expect((await creator.browser.get('/v1/user/community/discord')).json().data.server).toBeNull();
  });
});
