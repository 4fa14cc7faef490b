import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { auditCounts } from '../db/counts.ts';
import { audit } from '../ledger/ledger.ts';
import { useTestApp } from '../test/test-app.ts';
import { client, smsCodeFor } from '../test/builders.ts';
import { demoLogInsText, seedDemo } from './demo-seed.ts';

const t = useTestApp();
const DAY = 86_400_000;

const devClock = () => client(t, { ip: '127.0.0.1' });
/** The code an authenticator app given `key` shows at the server's time. */
const appCode = async (key: string) => {
  const now = Date.parse((await devClock().get('/dev/clock')).json().data.now);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({ timestamp: now });
};

type Gift = { supporter_message: string | null; reply: string | null; amount: string; created_at: string };

describe('the demo seed', () => {
  it('fills a fresh database with creators whose pages look lived in, found by name', async () => {
    const seeded = await seedDemo({ app: t.app, db: t.db });
    const creators = seeded.filter((logIn) => logIn.kind === 'creator');
    expect(creators.map((creator) => creator.page_url)).toEqual([
      'mariasketches',
      'kuyajuan.eats',
      'island_lens',
    ]);

    const visitor = client(t);
    const found = await visitor.get('/v1/profiles?search=maria');
    expect(found.json().data.map((p: { page_url: string }) => p.page_url)).toContain('mariasketches');

    const profile = (await visitor.get('/v1/profile/mariasketches')).json().data;
    expect(profile.avatar).toMatch(/^\/media\//);
    expect(profile.cover_photo).toMatch(/^\/media\//);
    expect(profile.bio).toContain('Cebu');
    // both supporters and the two creators who follow her
    expect(profile.follower_count).toBe(4);

    const posts = (await visitor.get('/v1/profile/content/images/mariasketches')).json().data;
    const kinds = posts.map(
      (post: { type: string; pricing: unknown }) => `${post.type}:${post.pricing ? 'paid' : 'free'}`,
    );
    expect(kinds).toEqual(expect.arrayContaining(['image:free', 'image:paid', 'image_collection:paid']));
    // the Slide's first photos are sneak peeks a visitor sees, the rest stay locked until bought
    const slide = posts.find((post: { type: string }) => post.type === 'image_collection');
    const locks = slide.images.map((photo: { is_locked: boolean }) => photo.is_locked);
    expect(locks[0]).toBe(false);
    expect(locks.at(-1)).toBe(true);
    // people reacted to the photos, not all alike
    const reactions = posts.map((post: { reactions: { all_count: number } }) => post.reactions.all_count);
    expect(reactions.filter((n: number) => n > 0).length).toBeGreaterThanOrEqual(2);
    expect(new Set(reactions).size).toBeGreaterThan(1);
    // posted over the months, not all at once
    const postDays = posts.map((post: { created_at: string }) => Date.parse(post.created_at));
    expect(Math.max(...postDays) - Math.min(...postDays)).toBeGreaterThan(90 * DAY);

    const goals = (await visitor.get('/v1/profile/mariasketches/goals')).json().data;
    expect(goals[0].progress).toBeGreaterThan(0);
    expect(goals[0].raised_amount).toBe('4750.00');

    const questions = (await visitor.get('/v1/profile/mariasketches/questions')).json().data;
    expect(questions.filter((q: { answer: string | null }) => q.answer).length).toBe(2);

    const bloc = (await visitor.get('/v1/profile/mariasketches/bloc')).json().data;
    expect(bloc.length).toBe(2);

    // gifts over about six months, each at its own moment, none in the future
    const gifts: Gift[] = (await visitor.get('/v1/profile/mariasketches/gifts?per_page=50')).json().data;
    const times = gifts.map((gift) => Date.parse(gift.created_at));
    expect(new Set(times.map((time) => Math.floor(time / 60_000))).size).toBe(gifts.length);
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Date.now() - Math.min(...times)).toBeGreaterThan(150 * DAY);
    expect(Date.now() - Math.min(...times)).toBeLessThan(200 * DAY);
    // amounts from ₱20 to ₱2,500, messages in English, Filipino and Taglish, and some the creator replied to
    expect(new Set(gifts.map((gift) => gift.amount)).size).toBeGreaterThanOrEqual(8);
    expect(gifts.map((gift) => gift.supporter_message)).toEqual(
      expect.arrayContaining([
        'Your jeepney series made my day!',
        'Salamat sa inspirasyon, idol!',
        'Pang-kape habang nagdo-drawing. Laban!',
      ]),
    );
    expect(gifts.filter((gift) => gift.reply).length).toBeGreaterThanOrEqual(3);

    // each creator's page opens on gifts of its own: no message is at the top of two pages
    const topMessages = await Promise.all(
      creators.map(async (creator) => {
        const first: Gift[] = (await visitor.get(`/v1/profile/${creator.page_url}/gifts`)).json().data;
        return first.slice(0, 5).map((gift) => gift.supporter_message);
      }),
    );
    const allTop = topMessages.flat();
    expect(allTop).toHaveLength(15);
    expect(new Set(allTop).size).toBe(allTop.length);

    // the money went through the ledger: the creator's balance holds the gifts and the sales
    const maria = client(t);
    await maria.post('/v1/auth/login', { email: creators[0]!.email, password: creators[0]!.password });
    const [balance] = (await maria.get('/v1/user/balance')).json().data;
    expect(Number(balance.amount)).toBeGreaterThan(0);
    // she can withdraw, as the start says: verified by the two demo staff, a bank account in her name, her
    // first payout reviewed; the code comes by SMS, as it would to her phone
    expect((await maria.get('/v1/user/verification')).json().data).toMatchObject({
      state: 'approved',
      verified: true,
    });
    const [bank] = (await maria.get('/v1/user/banks')).json().data;
    expect(bank).toMatchObject({ bank_details: { slug: 'PH_BDO' }, account_name: 'Maria Santos' });
    const payout = { bank_slug: 'PH_BDO', amount: '500.00' };
    const asked = await maria.post('/v1/user/transactions/payout/request', { ...payout, confirm: 1 });
    expect(asked.statusCode, asked.body).toBe(200);
    const withdrawn = await maria.post('/v1/user/transactions/payout/bank', {
      ...payout,
      otp_code: await smsCodeFor(t, '9175550123'),
      otp_token: asked.json().data.otp_token,
    });
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(withdrawn.json().data.status).toBe('completed');
    // Kuya Juan signed up with Maria's code
    const referred = (await maria.get('/v1/user/referrals')).json().data;
    expect(referred.map((person: { page_url: string }) => person.page_url)).toEqual(['kuyajuan.eats']);
    // the dashboard's chart has a shape: earnings in most of the last six months and on several recent days
    const months = (await maria.get('/v1/user/earnings?period=month')).json().data;
    const earningMonths = months.points.filter((p: { gifts: string }) => Number(p.gifts) > 0);
    expect(earningMonths.length).toBeGreaterThanOrEqual(5);
    expect(new Set(earningMonths.map((p: { gifts: string }) => p.gifts)).size).toBeGreaterThan(2);
    const days = (await maria.get('/v1/user/earnings?period=day')).json().data;
    expect(days.points.filter((p: { gifts: string }) => Number(p.gifts) > 0).length).toBeGreaterThanOrEqual(
      3,
    );
    // and the books still balance, with every kept count right
    expect(await audit(t.db)).toEqual([]);
    expect(await auditCounts(t.db)).toEqual([]);

    // the two supporters' log-ins are printed with the creators', and they work
    const printed = demoLogInsText(seeded, 'http://localhost:3000');
    expect(printed).toContain(
      'mariasketches@demo.pixel.ph  /  pixel-demo-2026   http://localhost:3000/mariasketches',
    );
    expect(printed).toContain('(mariasketches can withdraw: identity verified, a BDO account on file;');
    const linesAfter = (title: string) =>
      printed
        .slice(printed.indexOf(title))
        .split('\n')
        .slice(1)
        .filter((line) => line.includes('@demo.pixel.ph'))
        .map((line) => line.trim().split(/\s+\/\s+|\s{3}/));
    const supporterLines = linesAfter('Demo supporters').slice(0, 2);
    expect(supporterLines.map(([email]) => email)).toEqual([
      'beareyes@demo.pixel.ph',
      'carlomendoza@demo.pixel.ph',
    ]);
    for (const [email, password] of supporterLines) {
      const supporter = client(t);
      expect((await supporter.post('/v1/auth/login', { email, password })).statusCode).toBe(200);
      const supported = (await supporter.get('/v1/user/supported?per_page=50')).json().data;
      const pages = new Set(
        supported.map((record: { creator: { page_url: string } }) => record.creator.page_url),
      );
      expect([...pages].sort()).toEqual(['island_lens', 'kuyajuan.eats', 'mariasketches']);
    }

    // the two staff members sign in to the back office with the password and their app's code, the key
    // of which is printed with them
    const staffLines = linesAfter('Demo staff');
    expect(staffLines.map(([email]) => email)).toEqual([
      'demoadmin@demo.pixel.ph',
      'demosupport@demo.pixel.ph',
    ]);
    expect(printed).toContain('npm run demo:code -- KEY');
    // the seed took the app's current codes: a person's sign-in comes a minute later
    await devClock().post('/dev/clock', { advance_seconds: 60 });
    for (const [n, [email, password, described]] of staffLines.entries()) {
      const role = ['admin', 'support'][n];
      const key = described!.match(/^(\w+), app key ([A-Z2-7]+)$/);
      expect(key?.[1]).toBe(role);
      const member = client(t);
      const first = await member.post('/v1/auth/login', { email, password });
      expect(first.json().data.two_factor_required).toBe(true);
      const second = await member.post('/v1/auth/login/two-factor', {
        challenge_token: first.json().data.challenge_token,
        code: await appCode(key![2]!),
      });
      expect(second.statusCode, second.body).toBe(200);
      const me = await member.get('/v1/admin/me');
      expect(me.statusCode, me.body).toBe(200);
      expect(me.json().data.role).toBe(role);
    }
    await devClock().post('/dev/clock', { reset: true });

    // a second start leaves the data alone and still lists the log-ins
    const again = await seedDemo({ app: t.app, db: t.db });
    expect(again.map((logIn) => `${logIn.kind}:${logIn.page_url}`)).toEqual(
      seeded.map((logIn) => `${logIn.kind}:${logIn.page_url}`),
    );
  }, 120_000);
});
