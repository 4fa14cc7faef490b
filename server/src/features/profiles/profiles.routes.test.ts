import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { client, member, multipartFile, sampleImage, unique } from '../../test/builders.ts';
import { users } from '../../db/schema/index.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

describe('the public profile', () => {
  it('shows an active creator to anyone and tells the owner it is theirs', async () => {
    const creator = await member(t, { bio: 'Hello' });
    const seen = await client(t).get(`/v1/profile/${creator.page_url}`);
    expect(seen.json().data).toEqual({
      page_url: creator.page_url,
      page_name: creator.user.pageName,
      bio: 'Hello',
      avatar: null,
      avatar_variants: { WH100: null },
      cover_photo: null,
      cover_variants: null,
      donation_count: 0,
      follower_count: 0,
      is_following: false,
      is_owner: false,
    });
    expect((await creator.browser.get(`/v1/profile/${creator.page_url}`)).json().data.is_owner).toBe(true);
  });

  it('answers an unknown or deactivated page with a 404', async () => {
    const gone = await member(t, { status: 'inactive' });
    for (const pageUrl of ['nobody_here_at_all', gone.page_url]) {
      const response = await client(t).get(`/v1/profile/${pageUrl}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().exception).toBe('NotFoundException');
    }
  });
});

describe('finding creators', () => {
  it('searches page names and urls of active creators, an exact page url first', async () => {
    const word = unique('findme');
    const exact = await member(t, { pageUrl: word, pageName: 'Someone' });
    const named = await member(t, { pageName: `The ${word} Show` });
    await member(t, { pageName: `${word} asleep`, status: 'inactive' });
    const found = (await client(t).get(`/v1/profiles?search=${word.toUpperCase()}`)).json();
    expect(found.meta).toEqual({ current_page: 1, last_page: 1, per_page: 12, total: 2 });
    expect(found.data).toEqual([
      { page_url: exact.page_url, page_name: 'Someone', avatar: null, avatar_variants: { WH100: null } },
      {
        page_url: named.page_url,
        page_name: `The ${word} Show`,
        avatar: null,
        avatar_variants: { WH100: null },
      },
    ]);
    const paged = (await client(t).get(`/v1/profiles?search=${word}&per_page=1&page=2`)).json();
    expect(paged.data).toEqual([expect.objectContaining({ page_url: named.page_url })]);
    expect((await client(t).get('/v1/profiles?per_page=51')).statusCode).toBe(422);
  });

  it('finds a name whatever its accents, typed composed or decomposed, on either side', async () => {
    const word = unique('cruz');
    const composed = await member(t, { pageName: `Peña ${word}` });
    // ñ as n and a combining tilde, as some keyboards type it
    const decomposed = await member(t, { pageName: `Paran\u0303aque ${word}` });
    const search = async (text: string) =>
      (await client(t).get(`/v1/profiles?search=${encodeURIComponent(text)}`)).json().data as {
        page_url: string;
      }[];

    for (const text of [`pena ${word}`, `PEÑA ${word}`, `Pen\u0303a ${word}`]) {
      expect((await search(text)).map((found) => found.page_url)).toEqual([composed.page_url]);
    }
    for (const text of [`paranaque ${word}`, `Parañaque ${word}`, `Paran\u0303aque ${word}`]) {
      expect((await search(text)).map((found) => found.page_url)).toEqual([decomposed.page_url]);
    }
    // the page name is shown as it was written
    expect((await search(`pena ${word}`))[0]).toMatchObject({ page_name: `Peña ${word}` });
  });
});

describe('editing the profile', () => {
  it('changes the page name and bio, and indexes the bio’s hashtags', async () => {
    const creator = await member(t);
    const tag = unique('artist');
    const response = await creator.browser.put('/v1/user/profile', {
      page_name: '  Ana Reyes ',
      bio: `Painter from Cebu #${tag}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      page_url: creator.page_url,
      page_name: 'Ana Reyes',
      bio: `Painter from Cebu #${tag}`,
      is_owner: true,
    });
    expect((await client(t).get(`/v1/profile/${creator.page_url}`)).json().data.page_name).toBe('Ana Reyes');
    const tagged = (await client(t).get(`/v1/hashtags/${tag}`)).json().data;
    expect(tagged).toEqual([
      expect.objectContaining({ type: 'bio', id: creator.page_url, excerpt: `Painter from Cebu #${tag}` }),
    ]);
    const cleared = await creator.browser.put('/v1/user/profile', { page_name: 'Ana Reyes' });
    expect(cleared.json().data.bio).toBeNull();
    expect((await client(t).get(`/v1/hashtags/${tag}`)).json().data).toEqual([]);
  });

  it.each([
    ['no page name', { bio: 'x' }, 'page_name', 'The page name field is required.'],
    [
      'a 51-character page name',
      { page_name: 'n'.repeat(51) },
      'page_name',
      'The page name must not be greater than 50 characters.',
    ],
    [
      'a 301-character bio',
      { page_name: 'n', bio: 'b'.repeat(301) },
      'bio',
      'The bio must not be greater than 300 characters.',
    ],
    [
      'an unknown field',
      { page_name: 'n', page_url: 'taken' },
      'page_url',
      'The page_url field is not allowed.',
    ],
  ])('refuses %s with a 422', async (_case, body, field, message) => {
    const creator = await member(t);
    const response = await creator.browser.put('/v1/user/profile', body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors[field]).toEqual([message]);
  });

  it('needs a signed-in user', async () => {
    expect((await client(t).put('/v1/user/profile', { page_name: 'x' })).statusCode).toBe(401);
    const { payload, headers } = multipartFile(await sampleImage());
    expect((await client(t).post('/v1/user/profile/avatar', payload, headers)).statusCode).toBe(401);
  });
});

describe('the avatar and cover photo', () => {
  it('stores a square JPEG avatar with a 100x100 variant', async () => {
    const creator = await member(t);
    const { payload, headers } = multipartFile(await sampleImage('png', { width: 900, height: 600 }));
    const response = await creator.browser.post('/v1/user/profile/avatar', payload, headers);
    expect(response.statusCode).toBe(200);
    const profile = response.json().data;
    expect(profile.avatar).toMatch(/^\/media\/avatars\/[0-9a-f-]{36}\.jpg$/);
    expect(profile.avatar_variants.WH100).toBe(profile.avatar.replace('.jpg', '-wh100.jpg'));
    const main = await sharp((await client(t).get(profile.avatar)).rawPayload).metadata();
    expect(main).toMatchObject({ format: 'jpeg', width: 400, height: 400 });
    const small = await sharp((await client(t).get(profile.avatar_variants.WH100)).rawPayload).metadata();
    expect(small).toMatchObject({ format: 'jpeg', width: 100, height: 100 });
    const seen = (await client(t).get(`/v1/profile/${creator.page_url}`)).json().data;
    expect(seen.avatar_variants).toEqual({ WH100: profile.avatar_variants.WH100 });
    const own = (await creator.browser.get('/v1/user/profile')).json().data;
    expect(own.profile.avatar_variants).toEqual({ WH100: profile.avatar_variants.WH100 });
  });

  it('stores a cover photo no wider than 1500', async () => {
    const creator = await member(t);
    const { payload, headers } = multipartFile(await sampleImage('webp', { width: 3000, height: 1000 }));
    const response = await creator.browser.post('/v1/user/profile/cover', payload, headers);
    expect(response.statusCode).toBe(200);
    const cover = response.json().data.cover_photo;
    expect(cover).toMatch(/^\/media\/covers\/[0-9a-f-]{36}\.jpg$/);
    const stored = await sharp((await client(t).get(cover)).rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'jpeg', width: 1500, height: 500 });
  });

  it('keeps a cover in the widths a page shows it at, as JPEG and as WebP, and answers them with it', async () => {
    const creator = await member(t);
    const { payload, headers } = multipartFile(await sampleImage('png', { width: 3000, height: 1000 }));
    const answered = (await creator.browser.post('/v1/user/profile/cover', payload, headers)).json().data;
    const versions = answered.cover_variants;
    const expected = {
      W640: { format: 'jpeg', width: 640, height: 213, type: 'image/jpeg' },
      W1280: { format: 'jpeg', width: 1280, height: 427, type: 'image/jpeg' },
      W640_WEBP: { format: 'webp', width: 640, height: 213, type: 'image/webp' },
      W1280_WEBP: { format: 'webp', width: 1280, height: 427, type: 'image/webp' },
    };
    expect(Object.keys(versions).sort()).toEqual(Object.keys(expected).sort());
    for (const [name, { type, ...image }] of Object.entries(expected)) {
      const response = await client(t).get(versions[name]);
      expect(response.statusCode, name).toBe(200);
      expect(response.headers['content-type'], name).toBe(type);
      expect(await sharp(response.rawPayload).metadata(), name).toMatchObject(image);
    }
    // what anyone sees of the page offers them too
    const seen = (await client(t).get(`/v1/profile/${creator.page_url}`)).json().data;
    expect(seen.cover_variants).toEqual(versions);
  });

  it('never enlarges a narrow cover, and a cover stored before versions were made answers none', async () => {
    const creator = await member(t);
    const { payload, headers } = multipartFile(await sampleImage('jpeg', { width: 900, height: 300 }));
    const versions = (await creator.browser.post('/v1/user/profile/cover', payload, headers)).json().data
      .cover_variants;
    const wide = await sharp((await client(t).get(versions.W1280_WEBP)).rawPayload).metadata();
    expect(wide).toMatchObject({ width: 900, height: 300 });

    await t.db.update(users).set({ coverVariants: null }).where(eq(users.id, creator.user.id));
    const seen = (await client(t).get(`/v1/profile/${creator.page_url}`)).json().data;
    expect(seen.cover_photo).toMatch(/^\/media\/covers\//);
    expect(seen.cover_variants).toBeNull();
  });

  it('refuses a file that is not an image and keeps the old avatar', async () => {
    const creator = await member(t);
    const { payload, headers } = multipartFile(Buffer.from('%PDF-1.4 not a picture'), { filename: 'cv.pdf' });
    const response = await creator.browser.post('/v1/user/profile/avatar', payload, headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.image).toEqual(['The file provided is not an image.1']);
    expect((await client(t).get(`/v1/profile/${creator.page_url}`)).json().data.avatar).toBeNull();
  });
});
