import { describe, expect, it } from 'vitest';
import { client, joinTier, signedInUser } from '../../test/builders.ts';
import {
  creatorWithTiers,
  mailsTo,
  myMembership,
  signInAgain,
  useDevClock,
} from '../memberships/memberships.testing.ts';
import { useTelegramTestApp } from './community.testing.ts';

const { t, telegram, deliver } = await useTelegramTestApp();
const { moveClockTo } = useDevClock(t);
const group = String(telegram.home);

async function connectedCreator() {
  const { creator, tier1 } = await creatorWithTiers(t);
  const connected = await creator.browser.put('/v1/user/community/telegram', { chat_id: group });
  expect(connected.statusCode, connected.body).toBe(200);
  expect(connected.json().data).toMatchObject({
    available: true,
    bot_username: 'pixel_standin_bot',
    group: { chat_id: group, title: 'Stand-in Art Group' },
  });
  return { creator, tier1 };
}

const myInvites = async (who: { browser: ReturnType<typeof client> }) =>
  (await who.browser.get('/v1/user/telegram-invites')).json().data;

describe('Telegram for members (decision 0160)', () => {
  it('invites a member by a single-use link, learns who joined, and removes them when it lapses', async () => {
    await connectedCreator().then(async ({ tier1 }) => {
      const supporter = await signedInUser(t);
      await joinTier(t, supporter, tier1.id);
      await t.jobs.drain('telegram-invites');

      const [invite] = await myInvites(supporter);
      expect(invite).toMatchObject({ group_title: 'Stand-in Art Group', state: 'invited' });
      const mail = (await mailsTo(t, supporter.email)).find((sent) => sent.subject?.includes('Telegram'));
      expect(mail?.body).toContain(invite.invite_link);

      // Telegram tells the bot who joined by the link; the link lets no one else in
      const update = telegram.join(invite.invite_link)!;
      expect(telegram.join(invite.invite_link)).toBeNull();
      expect((await deliver(update, 'not-the-secret')).statusCode).toBe(401);
      expect((await deliver(update)).statusCode).toBe(200);
      const member = update.chat_member.new_chat_member.user.id;
      expect(telegram.membersOf(telegram.home)).toContain(member);
      expect(await myInvites(supporter)).toEqual([
        expect.objectContaining({ state: 'joined', invite_link: null }),
      ]);

      const joined = await myMembership(supporter.browser);
      await moveClockTo(new Date(new Date(joined.ends_at).getTime() + 60_000));
      await t.jobs.runDue();
      expect(telegram.membersOf(telegram.home)).not.toContain(member);
      // removed without a lasting ban: a later membership's link lets them back
      expect(telegram.calls).toEqual(
        expect.arrayContaining([`ban ${group}/${member}`, `unban ${group}/${member}`]),
      );
      await signInAgain(supporter);
      expect(await myInvites(supporter)).toEqual([]);
    });
  });

  it('makes one invite for a member however many runs find them at the same time', async () => {
    const { tier1 } = await connectedCreator();
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    telegram.answerAfter(300);
    await Promise.all([t.jobs.runDue(), t.jobs.runDue()]).finally(() => telegram.answerAfter(0));
    await t.jobs.runDue();
    const [invite] = await myInvites(supporter);
    // each link is named for its member
    const theirs = telegram.links().filter((made) => made.name?.endsWith(supporter.user.id.slice(0, 8)));
    expect(theirs.map((made) => made.link)).toEqual([invite.invite_link]);
  });

  it('revokes the link of a member who never joined when the membership lapses', async () => {
    const { tier1 } = await connectedCreator();
    const supporter = await signedInUser(t);
    await joinTier(t, supporter, tier1.id);
    await t.jobs.drain('telegram-invites');
    const [invite] = await myInvites(supporter);
    const joined = await myMembership(supporter.browser);
    await moveClockTo(new Date(new Date(joined.ends_at).getTime() + 60_000));
    await t.jobs.runDue();
    expect(telegram.join(invite.invite_link)).toBeNull();
  });
});

describe('refusals of the Telegram calls', () => {
  it('asks for a session (401)', async () => {
    expect((await client(t).get('/v1/user/community/telegram')).statusCode).toBe(401);
    expect((await client(t).put('/v1/user/community/telegram', { chat_id: group })).statusCode).toBe(401);
  });

  it('refuses a group the bot cannot see or does not administer, and a malformed chat id (422)', async () => {
    const creator = await signedInUser(t);
    const unknown = await creator.browser.put('/v1/user/community/telegram', { chat_id: '-1009999' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error_keys).toEqual({ chat_id: ['telegramChatNotFound'] });
    const notAdmin = String(telegram.addChat('Quiet Group', 'member'));
    const refused = await creator.browser.put('/v1/user/community/telegram', { chat_id: notAdmin });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error_keys).toEqual({ chat_id: ['telegramBotNotAdmin'] });
    expect(refused.json().errors.chat_id[0]).toContain('@pixel_standin_bot');
    const malformed = await creator.browser.put('/v1/user/community/telegram', { chat_id: 'my group' });
    expect(malformed.statusCode).toBe(422);
    const extra = await creator.browser.put('/v1/user/community/telegram', { chat_id: group, title: 'x' });
    expect(extra.statusCode).toBe(422);
    expect((await creator.browser.get('/v1/user/community/telegram')).json().data.group).toBeNull();
  });
});

describe('the stand-ins in development', () => {
  it('are served at /dev/discord and /dev/telegram, refusing a wrong token as Discord and Telegram do', async () => {
    const local = client(t, { ip: '127.0.0.1' });
    const me = await local.get('/dev/discord/api/v10/users/@me', { authorization: 'Bearer nobody' });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({ message: '401: Unauthorized', code: 0 });
    const bot = await local.post('/dev/telegram/bot1:wrong/getMe', {});
    expect(bot.json()).toEqual({ ok: false, error_code: 401, description: 'Unauthorized' });
    const consent = await local.get(
      '/dev/discord/oauth2/authorize?client_id=100000000000000001&response_type=code&scope=identify' +
        `&redirect_uri=${encodeURIComponent('http://localhost:3000/v1/community/discord/callback')}&state=s`,
    );
    expect(consent.statusCode).toBe(302);
    expect(consent.headers.location).toMatch(
      /^http:\/\/localhost:3000\/v1\/community\/discord\/callback\?code=\w+&state=s$/,
    );
  });
});
