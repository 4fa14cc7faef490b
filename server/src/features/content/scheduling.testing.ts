import { manilaLocal, manilaMoment } from '@pixel/contract';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../db/schema/index.ts';
import { member, type Member } from '../../test/builders.ts';
import type { TestApp } from '../../test/test-app.ts';

export const HOUR = 3_600_000;

/** A moment `ms` from now on the app's clock, as the editor sends a Manila time. */
export const inManila = (ms: number) => manilaMoment(manilaLocal(new Date(Date.now() + ms)));

/** Whom a new post was told to: its notifications' recipients. */
export const toldAbout = (t: TestApp, postId: string) =>
  t.db
    .select({ userId: notifications.recipientUserId })
    .from(notifications)
    .where(sql`${notifications.dedupeKey} like ${`post:${postId}:%`}`);

/** A creator with `count` followers. */
export async function creatorWithFollowers(t: TestApp, count: number) {
  const creator = await member(t);
  const fans: Member[] = [];
  for (let i = 0; i < count; i++) {
    const fan = await member(t);
    expect((await fan.browser.post('/v1/user/follow', { username: creator.page_url })).statusCode).toBe(200);
    fans.push(fan);
  }
  return { creator, fans };
}
