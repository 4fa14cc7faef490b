import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxAuthorizations } from '../../../db/schema/index.ts';
import { hashToken, randomToken } from '../../../lib/tokens.ts';
import type { PaymentProvider, ProviderAccount } from '../payment-provider.ts';

const CODE_TTL_MS = 5 * 60_000;

/**
 * The built-in provider: its pages are served by this server under /sandbox, so the whole product runs
 * with no account anywhere. Its records live in sandbox_* tables, apart from the product's own.
 */
export function createSandboxProvider(options: { db: Db; publicUrl: string; secret: string }) {
  const { db, publicUrl, secret } = options;

  const provider: PaymentProvider & {
    issueAuthorizationCode(account: ProviderAccount): Promise<string>;
  } = {
    name: 'sandbox',

    authorizationUrl({ state, redirectUri }) {
      const url = new URL('/sandbox/oauth/authorize', publicUrl);
      url.searchParams.set('state', state);
      url.searchParams.set('redirect_uri', redirectUri);
      return url.toString();
    },

    async issueAuthorizationCode(account) {
      const code = randomToken(24);
      await db.insert(sandboxAuthorizations).values({
        codeHash: hashToken(secret, code),
        accountId: account.accountId,
        username: account.username,
        mobileNumber: account.mobileNumber,
        expiresAt: new Date(Date.now() + CODE_TTL_MS),
      });
      return code;
    },

    async exchangeAuthorizationCode(code) {
      // single use: the update that marks it used is the one that may read it
      const [row] = await db
        .update(sandboxAuthorizations)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(sandboxAuthorizations.codeHash, hashToken(secret, code)),
            isNull(sandboxAuthorizations.usedAt),
            gt(sandboxAuthorizations.expiresAt, new Date()),
          ),
        )
        .returning();
      if (!row) return null;
      return { accountId: row.accountId, username: row.username, mobileNumber: row.mobileNumber };
    },
  };
  return provider;
}

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;
