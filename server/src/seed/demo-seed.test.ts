import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';
import { client } from '../test/builders.ts';
import { seedDemo } from './demo-seed.ts';

const t = useTestApp();

describe('the demo seed', () => {
  it('fills a fresh database with creators whose pages look lived in, found by name', async () => {
    const seeded = await seedDemo({ app: t.app, db: t.db });
    expect(seeded.map((creator) => creator.page_url)).toEqual([
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

    const goals = (await visitor.get('/v1/profile/mariasketches/goals')).json().data;
    expect(goals[0].progress).toBeGreaterThan(0);
    expect(goals[0].raised_amount).toBe('4750.00');

    const questions = (await visitor.get('/v1/profile/mariasketches/questions')).json().data;
    expect(questions.filter((q: { answer: string | null }) => q.answer).length).toBe(2);

    const bloc = (await visitor.get('/v1/profile/mariasketches/bloc')).json().data;
    expect(bloc.length).toBe(2);

    const gifts = (await visitor.get('/v1/profile/mariasketches/gifts')).json().data;
    expect(gifts.map((g: { supporter_message: string }) => g.supporter_message)).toContain(
      'Your jeepney series made my day!',
    );

    // the money went through the ledger: the creator's balance holds the gifts and the sale
    const maria = client(t);
    await maria.post('/v1/auth/login', { email: seeded[0]!.email, password: seeded[0]!.password });
    const [balance] = (await maria.get('/v1/user/balance')).json().data;
    expect(Number(balance.amount)).toBeGreaterThan(0);
    // Kuya Juan signed up with Maria's code
    const referred = (await maria.get('/v1/user/referrals')).json().data;
    expect(referred.map((person: { page_url: string }) => person.page_url)).toEqual(['kuyajuan.eats']);

    // a second start leaves the data alone and still lists the log-ins
    expect((await seedDemo({ app: t.app, db: t.db })).length).toBe(3);
  }, 120_000);
});
