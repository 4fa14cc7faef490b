import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { referralCode } from '../lib/tokens.ts';
import { type Caller, caller, logIn, pay } from './demo-api.ts';
import {
  creators,
  type DaysAgo,
  type DemoGift,
  demoEmail,
  type Fan,
  staff,
  supporters,
} from './demo-cast.ts';
import { multipart, sceneImage, sequence } from './demo-pictures.ts';

export const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MANILA_OFFSET = 8 * HOUR;

/** Something the demo did, and the moment of the last six months it is shown at. */
type Step = { at: number; run: () => Promise<void> };

/**
 * What every part of the demo's story shares: its clock (`at` a day's moment, `later` than one), the steps
 * written so far, and the people who have joined, each with their signed-in caller.
 */
export function demoStory(app: FastifyInstance, db: Db, now: Date, passwordHash: Promise<string>) {
  const manilaMidnight = Math.floor((now.getTime() + MANILA_OFFSET) / DAY) * DAY - MANILA_OFFSET;
  const random = sequence(2026);
  // between 8 a.m. and 11 p.m. in Manila, and never later than a minute ago
  const at = (day: DaysAgo) =>
    Math.min(
      manilaMidnight - day * DAY + 8 * HOUR + Math.floor(random() * 15 * 60) * MINUTE,
      now.getTime() - MINUTE,
    );
  const later = (from: number, hours: number) => Math.min(from + hours * HOUR, now.getTime() - MINUTE);

  const steps: Step[] = [];
  const step = (when: number, run: () => Promise<void>) => steps.push({ at: when, run });
  const callers = new Map<string, Caller>();
  const signedIn = (pageUrl: string) => {
    const who = callers.get(pageUrl);
    if (!who) throw new Error(`demo seed: ${pageUrl} acts before joining`);
    return who;
  };
  const ids = new Map<string, string>();
  const fanUrl = (fan: Fan) => supporters[fan]!.pageUrl;
  const joinedAt = new Map(
    [...staff, ...supporters, ...creators].map((person) => [person.pageUrl, at(person.joined)]),
  );
  const hadJoined = (pageUrl: string, when: number) => joinedAt.get(pageUrl)! < when;
  // every picture is drawn at once, on sharp's threads, while the steps before it run
  const draw = (...args: Parameters<typeof sceneImage>) => {
    const image = sceneImage(...args);
    image.catch(() => undefined);
    return image;
  };

  async function join(person: { pageUrl: string; pageName: string }, referredBy?: string) {
    // verified accounts are written directly: the demo has no mailbox to follow a verification link from
    const [row] = await db
      .insert(users)
      .values({
        email: demoEmail(person.pageUrl),
        passwordHash: await passwordHash,
        status: 'active',
        emailVerifiedAt: sql`now()`,
        pageUrl: person.pageUrl,
        pageName: person.pageName,
        referralCode: referralCode(),
        referredByUserId: referredBy ? ids.get(referredBy)! : null,
        welcomeSeenAt: sql`now()`,
      })
      .returning({ id: users.id });
    ids.set(person.pageUrl, row!.id);
    const who = await logIn(app, demoEmail(person.pageUrl));
    callers.set(person.pageUrl, who);
    return who;
  }

  async function setPicture(who: Caller, kind: 'avatar' | 'cover', image: Buffer) {
    const { payload, headers } = multipart({ image });
    await who.post(`/v1/user/profile/${kind}`, payload, headers);
  }

  /** A gift paid on the sandbox checkout and settled by its webhook; a fan's is signed in, a visitor's not. */
  async function give(url: string, gift: DemoGift) {
    const from = gift.fan === undefined ? caller(app) : signedIn(fanUrl(gift.fan));
    const started = await from.data<{ link_url: string }>(
      from.post(url, {
        amount: gift.amount,
        supporter_message: gift.message,
        ...(gift.name && { supporter_name: gift.name }),
      }),
    );
    await pay(app, started.link_url);
  }

  return {
    app,
    db,
    at,
    later,
    steps,
    step,
    callers,
    signedIn,
    ids,
    fanUrl,
    joinedAt,
    hadJoined,
    draw,
    join,
    setPicture,
    give,
  };
}

export type DemoStory = ReturnType<typeof demoStory>;
