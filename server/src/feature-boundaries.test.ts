import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// the project's own lint configuration, read once: loading it takes a few seconds
const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') });

/** The import restrictions a file at `filePath` (from the repository root) breaks by importing `source`. */
async function restrictionsOn(filePath: string, source: string) {
  const code = `import { thing } from '${source}';\nexport const used = thing;\n`;
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('feature boundaries in the lint rules', { timeout: 60_000 }, () => {
  it("refuses a server feature another feature's repository or routes", async () => {
    const refused = [
      ['server/src/features/gifts/gifts.service.ts', '../payments/payments.repository.ts'],
      ['server/src/features/gifts/gifts.service.ts', '../payments/payments.routes.ts'],
      ['server/src/features/payouts/banks/banks.service.ts', '../../gifts/gifts.repository.ts'],
      ['server/src/features/modules.ts', './gifts/gifts.repository.ts'],
    ];
    for (const [file, source] of refused) {
      expect(await restrictionsOn(file!, source!), `${file} importing ${source}`).toEqual([
        expect.stringContaining('Feature boundaries: a feature imports another feature'),
      ]);
    }
  });

  it("lets a server feature import another's service or module, and its own folders anything", async () => {
    const allowed = [
      ['server/src/features/gifts/gifts.service.ts', '../payments/payments.service.ts'],
      ['server/src/features/gifts/gifts.module.ts', '../follows/follows.service.ts'],
      ['server/src/features/modules.ts', './gifts/gifts.module.ts'],
      ['server/src/features/payouts/banks/banks.service.ts', '../otp/otp.repository.ts'],
      ['server/src/features/payouts/banks/banks.service.ts', '../payout-holds.service.ts'],
      ['server/src/features/payouts/banks/banks.service.ts', '../../../lib/errors.ts'],
      ['server/src/features/gifts/gifts.service.ts', '../../lib/errors.ts'],
      // tests may reach into another feature for their data
      ['server/src/features/gifts/gifts.routes.test.ts', '../payments/payments.repository.ts'],
    ];
    for (const [file, source] of allowed) {
      expect(await restrictionsOn(file!, source!), `${file} importing ${source}`).toEqual([]);
    }
  });

  it("refuses a job a feature's repository", async () => {
    expect(await restrictionsOn('server/src/jobs/jobs.ts', '../features/gifts/gifts.repository.ts')).toEqual([
      expect.stringContaining('never its repository'),
    ]);
    expect(await restrictionsOn('server/src/jobs/jobs.ts', '../features/gifts/gifts.module.ts')).toEqual([]);
  });

  it('lets a web feature reach another only through @/features/<x>', async () => {
    const file = 'web/src/features/gifts/components/gift-list.tsx';
    for (const source of ['@/features/auth/api/get-user', '../../auth/api/get-user', '../../auth']) {
      expect(await restrictionsOn(file, source), source).toEqual([
        expect.stringContaining('only through its public surface'),
      ]);
    }
    for (const source of ['@/features/auth', '../api/get-gifts', './gift-card', '@/lib/api-client']) {
      expect(await restrictionsOn(file, source), source).toEqual([]);
    }
  });

  it('keeps the web app and the server apart inside features too', async () => {
    expect(
      await restrictionsOn('server/src/features/gifts/gifts.service.ts', '../../../../web/src/lib/x.ts'),
    ).toHaveLength(1);
    expect(
      await restrictionsOn('web/src/features/gifts/components/gift-list.tsx', '@pixel/server'),
    ).toHaveLength(1);
  });
});
