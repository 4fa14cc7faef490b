import { eq } from 'drizzle-orm';
import { afterEach } from 'vitest';
import { staffAudit } from '../../db/schema/index.ts';
import { client, type Client } from '../../test/builders.ts';
import { cardPhoto as photo, formData } from '../../test/forms.ts';
import type { TestApp } from '../../test/test-app.ts';

/** A complete form: a driver's license, its front and back, and a selfie. */
export const details = {
  legal_name: 'Maria Clara Santos Dela Cruz',
  birth_date: '1994-08-24',
  address: '123 Mabini St., Brgy. San Roque, Quezon City, 1100 Metro Manila',
  id_type: 'drivers_license',
};

/** Today's date in Manila, `years` earlier, plus `days`. */
export const birthDateFor = (now: Date, years: number, days = 0) => {
  const manila = new Date(now.getTime() + 8 * 3_600_000);
  const day = new Date(
    Date.UTC(manila.getUTCFullYear() - years, manila.getUTCMonth(), manila.getUTCDate() + days),
  );
  return day.toISOString().slice(0, 10);
};

/**
 * What the identity verification tests share on their file's app: the development clock (put back after
 * each test), sending the form as a creator's browser does, and the audit trail of a person.
 */
export function verificationTesting(t: TestApp) {
  const dev = () => client(t, { ip: '127.0.0.1' });
  afterEach(() => dev().post('/dev/clock', { reset: true }));
  return {
    dev,
    clockNow: async () => new Date((await dev().get('/dev/clock')).json().data.now as string),
    async submit(
      who: { browser: Client },
      fields: Record<string, string> = details,
      files?: Record<string, Buffer>,
    ) {
      const body = formData(
        fields,
        files ?? {
          id_front: await photo('#3366cc'),
          id_back: await photo('#cc6633'),
          selfie: await photo('#33cc66', { width: 600, height: 800 }),
        },
      );
      return who.browser.post('/v1/user/verification', body.payload, body.headers);
    },
    auditOf: (userId: string) =>
      t.db.select().from(staffAudit).where(eq(staffAudit.subjectUserId, userId)).orderBy(staffAudit.id),
  };
}
