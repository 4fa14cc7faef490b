import * as OTPAuth from 'otpauth';
import { installationSecrets } from '../db/schema/index.ts';
import { createAdminRepository } from '../features/admin/admin.repository.ts';
import { staffCommand } from '../features/admin/staff-command.ts';
import { caller } from './demo-api.ts';
import { DEMO_PASSWORD, demoEmail, staff, staffKeyName, supporters } from './demo-cast.ts';
import type { DemoStory } from './demo-story.ts';

/** The code an authenticator app given `key` shows now, or `ahead` steps of 30 s later. */
const appCode = (key: string, ahead = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(key) }).generate({
    timestamp: Date.now() + ahead * 30_000,
  });

/** The demo staff join, are made staff, and turn on two-factor sign-in. */
export function staffSteps(story: DemoStory) {
  const { app, db, step, callers, joinedAt, join } = story;
  for (const member of staff) {
    step(joinedAt.get(member.pageUrl)!, async () => {
      const email = demoEmail(member.pageUrl);
      const who = await join(member);
      // the role given as an operator gives it, by the staff command (decision 0098)
      const refused: string[] = [];
      const status = await staffCommand(['add', email, '--role', member.role, '--reason', 'Demo staff'], {
        repository: createAdminRepository(db),
        out: () => undefined,
        err: (line) => refused.push(line),
      });
      if (status !== 0) throw new Error(`demo seed: staff ${email} not added: ${refused.join(' ')}`);
      // two-factor sign-in turned on as Sign-in & security does, with an app given the key
      const { secret } = await who.data<{ secret: string }>(who.post('/v1/user/two-factor/totp', {}));
      await who.post('/v1/user/two-factor/totp/confirm', { code: appCode(secret) });
      await db.insert(installationSecrets).values({ name: staffKeyName(member.pageUrl), value: secret });
      // staff act in a session that took the second step: signed in again, with the app's next code (each
      // code is taken once)
      const signed = caller(app);
      const challenge = await signed.data<{ challenge_token: string }>(
        signed.post('/v1/auth/login', { email, password: DEMO_PASSWORD }),
      );
      await signed.post('/v1/auth/login/two-factor', {
        challenge_token: challenge.challenge_token,
        code: appCode(secret, 1),
      });
      callers.set(member.pageUrl, signed);
    });
  }
}

/** The demo supporters join, each with an avatar of their initials. */
export function supporterSteps(story: DemoStory) {
  const { step, joinedAt, draw, join, setPicture } = story;
  for (const [index, supporter] of supporters.entries()) {
    const initials = supporter.pageName.replace(/(\w)\w*\s*/g, '$1');
    const avatar = draw(supporter.palette, 9000 + index, { width: 400, height: 400 }, initials);
    step(joinedAt.get(supporter.pageUrl)!, async () => {
      const who = await join(supporter);
      await setPicture(who, 'avatar', await avatar);
    });
  }
}
