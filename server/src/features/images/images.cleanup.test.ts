import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { member, multipartFile, sampleImage, uploadImage, type Member } from '../../test/builders.ts';
import { useTestApp } from '../../test/test-app.ts';

const t = useTestApp();

const keyOf = (url: string) => new URL(url).pathname.slice('/media/'.length);
const age = (keys: string[], hours: number) =>
  t.db
    .update(uploads)
    .set({ createdAt: new Date(Date.now() - hours * 3_600_000) })
    .where(inArray(uploads.key, keys));
const filesOf = async (key: string) =>
  (await t.db.select().from(uploads).where(eq(uploads.parentKey, key))).map((row) => row.key).concat(key);

const cleanUp = async () => {
  await t.jobs.send('clean-storage', {});
  await t.jobs.drain('clean-storage');
  await t.jobs.drain('remove-files');
};

async function setAvatar(who: Member) {
  const { payload, headers } = multipartFile(await sampleImage('jpeg', { width: 300, height: 300 }));
  const response = await who.browser.post('/v1/user/profile/avatar', payload, headers);
  expect(response.statusCode).toBe(200);
  return keyOf(`http://localhost:3000${response.json().data.avatar}`);
}

describe('the storage clean-up', () => {
  it('removes an upload nothing took within a day, files and all, and keeps newer and taken ones', async () => {
    const creator = await member(t);
    const forgotten = keyOf(await uploadImage(creator));
    const recent = keyOf(await uploadImage(creator));
    const taken = await uploadImage(creator);
    expect(
      (
        await creator.browser.post('/v1/user/goals', {
          title: 'Lens',
          target_amount: '9000',
          cover_image: taken,
        })
      ).statusCode,
    ).toBe(201);
    const forgottenFiles = await filesOf(forgotten);
    await age([...forgottenFiles, ...(await filesOf(keyOf(taken)))], 25);
    await age(await filesOf(recent), 23);

    await cleanUp();
    for (const key of forgottenFiles) expect(await t.storage.read(key, 'private')).toBeNull();
    expect(await t.db.select().from(uploads).where(inArray(uploads.key, forgottenFiles))).toEqual([]);
    expect(await t.storage.read(recent, 'private')).not.toBeNull();
    expect(await t.storage.read(keyOf(taken), 'public')).not.toBeNull();
  });

  it('removes a replaced avatar and keeps the one in use', async () => {
    const creator = await member(t);
    const first = await setAvatar(creator);
    const second = await setAvatar(creator);
    const firstFiles = await filesOf(first);
    await age([...firstFiles, ...(await filesOf(second))], 2);

    await cleanUp();
    for (const key of firstFiles) expect(await t.storage.read(key, 'public')).toBeNull();
    expect(await t.storage.read(second, 'public')).not.toBeNull();
  });
});
