import { hash } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import { count, inArray, like } from 'drizzle-orm';
import type { StaffRole } from '@pixel/contract';
import type { Db } from '../db/client.ts';
import { installationSecrets, users } from '../db/schema/index.ts';
import { creators, DEMO_PASSWORD, demoEmail, payee, staff, staffKeyName, supporters } from './demo-cast.ts';
import { creatorSteps } from './demo-creator.ts';
import { payeeSteps } from './demo-payee.ts';
import { staffSteps, supporterSteps } from './demo-people.ts';
import { databaseTime, redate } from './demo-redate.ts';
import { demoStory } from './demo-story.ts';

export { DEMO_PASSWORD } from './demo-cast.ts';
export { sceneImage } from './demo-pictures.ts';

/**
 * The demo's story in order of time: each person joins, posts, gives, asks, answers and reacts on the day
 * the data says, at a time of day drawn from a fixed sequence (so every fresh start tells the same story).
 */
function timeline(app: FastifyInstance, db: Db, now: Date, passwordHash: Promise<string>) {
  const story = demoStory(app, db, now, passwordHash);
  staffSteps(story);
  supporterSteps(story);
  for (const [index, creator] of creators.entries()) creatorSteps(story, creator, index);
  payeeSteps(story);

  // in order of time; what happens at one moment keeps the order it was written in
  return story.steps.map((s, order) => ({ ...s, order })).sort((a, b) => a.at - b.at || a.order - b.order);
}

/** A demo account's log-in, as printed at start. */
export type DemoLogIn = {
  kind: 'creator' | 'supporter' | 'staff';
  email: string;
  password: string;
  page_url: string;
  /** The creator who can withdraw: verified, a bank account on file, a first payout reviewed. */
  can_withdraw?: true;
  /** A staff member's role, and the key their authenticator app is given (the second step of signing in). */
  role?: StaffRole;
  authenticator_key?: string;
};

/**
 * Fills an empty database with a few creators whose pages look lived in, with six months of history
 * (photos, a Slide with sneak peeks, a goal on its way, answered questions, Bloc posts, gifts with
 * messages and replies, purchases, reactions, followers), two supporters who took part, one creator who
 * can withdraw, and two staff members of the back office (decision 0124). Returns the log-ins of the demo
 * accounts that exist (none once they are gone or were never made).
 */
export async function seedDemo({
  app,
  db,
  making,
}: {
  app: FastifyInstance;
  db: Db;
  /** Told when the demo is about to be made (an empty database), before the few seconds that takes. */
  making?: () => void;
}): Promise<DemoLogIn[]> {
  const people = [
    ...creators.map((creator) => ({ kind: 'creator' as const, pageUrl: creator.pageUrl })),
    ...supporters.map((supporter) => ({ kind: 'supporter' as const, pageUrl: supporter.pageUrl })),
    ...staff.map((member) => ({ kind: 'staff' as const, pageUrl: member.pageUrl, role: member.role })),
  ];
  const logIns = async (pageUrls: string[]): Promise<DemoLogIn[]> => {
    const keys = new Map(
      (
        await db
          .select()
          .from(installationSecrets)
          .where(like(installationSecrets.name, staffKeyName('%')))
      ).map((row) => [row.name, row.value]),
    );
    return people
      .filter((person) => pageUrls.includes(person.pageUrl))
      .map((person) => ({
        kind: person.kind,
        email: demoEmail(person.pageUrl),
        password: DEMO_PASSWORD,
        page_url: person.pageUrl,
        ...(person.pageUrl === payee.pageUrl && { can_withdraw: true as const }),
        ...('role' in person && {
          role: person.role,
          authenticator_key: keys.get(staffKeyName(person.pageUrl)) ?? '',
        }),
      }));
  };

  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) {
    const rows = await db
      .select({ pageUrl: users.pageUrl })
      .from(users)
      .where(
        inArray(
          users.email,
          people.map((person) => demoEmail(person.pageUrl)),
        ),
      );
    return logIns(rows.map((row) => row.pageUrl));
  }

  making?.();
  const marks: { real: string; at: number }[] = [];
  for (const step of timeline(app, db, new Date(), hash(DEMO_PASSWORD))) {
    marks.push({ real: await databaseTime(db), at: step.at });
    await step.run();
  }
  await redate(db, marks);
  return logIns(people.map((person) => person.pageUrl));
}

/** The lines printed at start: where to log in, and as whom (decision 0124). */
export function demoLogInsText(logIns: DemoLogIn[], publicUrl: string) {
  const line = (logIn: DemoLogIn) => {
    const signIn = `  ${logIn.email}  /  ${logIn.password}`;
    if (logIn.kind === 'creator') return `${signIn}   ${publicUrl}/${logIn.page_url}`;
    if (logIn.kind === 'staff') return `${signIn}   ${logIn.role}, app key ${logIn.authenticator_key}`;
    return signIn;
  };
  const section = (kind: DemoLogIn['kind'], title: string, notes: (lines: DemoLogIn[]) => string[]) => {
    const listed = logIns.filter((logIn) => logIn.kind === kind);
    return listed.length ? [title, ...listed.map(line), ...notes(listed)] : [];
  };
  const payees = (listed: DemoLogIn[]) =>
    listed
      .filter((logIn) => logIn.can_withdraw)
      .map(
        (logIn) =>
          `  (${logIn.page_url} can withdraw: identity verified, a BDO account on file; ` +
          `the payout's SMS code is at ${publicUrl}/dev/outbox)`,
      );
  const staffNotes = () => [
    '  (the second step: add the app key to an authenticator app, or print its current code with',
    '   npm run demo:code -- KEY; an identity approval takes both of them)',
  ];
  return [
    ...section('creator', `Demo creators (log in at ${publicUrl}/auth/login):`, payees),
    ...section('supporter', 'Demo supporters (they give gifts, buy posts and ask questions):', () => []),
    ...section(
      'staff',
      `Demo staff (sign in at ${publicUrl}/admin with the password, then the app's code):`,
      staffNotes,
    ),
  ].join('\n');
}
