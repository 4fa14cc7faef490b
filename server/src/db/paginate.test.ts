import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createContentRepository } from '../features/content/content.repository.ts';
import { createGiftsRepository } from '../features/gifts/gifts.repository.ts';
import { createReactionsRepository } from '../features/reactions/reactions.repository.ts';
import { rowsOf } from '../ledger/ledger.ts';
import { createScratchDatabase } from '../test/scratch-database.ts';
import { openDatabase } from './client.ts';
import { executePrepared } from './prepared.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

describe("a creator page's first pages", () => {
  it.runIf(adminUrl)(
    'keeps one plan on a PostgreSQL connection, however much bigger than the asked creator the others are',
    async () => {
      const scratch = await createScratchDatabase(adminUrl!);
      // one connection: the statements and their plans counted are the ones the calls used
      const database = await openDatabase({ url: scratch.url, dataDir: null, poolSize: 1 });
      try {
        const { db } = database;
        // a viral creator with 30,000 gifts and a small one with 3: the average creator is thousands of times
        // the small one
        await db.execute(sql`
          with creators as (
            insert into users (email, page_url, page_name, status, referral_code)
            values ('viral@example.ph', 'viral', 'Viral', 'active', 'RVIRAL00'),
                   ('small@example.ph', 'small', 'Small', 'active', 'RSMALL00')
            returning id, page_url
          ), gift as (
            select c.id as creator, gen_random_uuid() as payment, g
            from creators c, generate_series(1, case c.page_url when 'viral' then 30000 else 3 end) g
          ), paid as (
            insert into payments (id, reference, provider, provider_checkout_id, kind, payee_user_id, amount,
                                  source, status, description, success_redirect_url, failure_redirect_url,
                                  created_at, paid_at)
            select payment, 'G-' || payment, 'sandbox', 'cs_' || payment, 'gift', creator, 2000, 'web', 'paid',
                   'Gift', 'http://127.0.0.1/ok', 'http://127.0.0.1/no', now(), now()
            from gift
          )
          insert into gifts (payment_id, creator_user_id, supporter_name, amount, created_at, settled_at)
          select payment, creator, 'Fan ' || g, 2000, now() - make_interval(secs => g), now() - make_interval(secs => g)
          from gift`);
        await db.execute(sql`analyze gifts`);
        const gifts = createGiftsRepository(db);
        const content = createContentRepository(db);
        const reactionsOf = createReactionsRepository(db).columns;
        for (let i = 0; i < 12; i++) {
          const now = new Date();
          // a visitor (no cookie), and a cookie of no session, on the creator's Home tab and Snap tab
          for (const sessionHash of [null, 'no-such-session']) {
            const session = {
              sessionHash,
              sessionNow: now.toISOString(),
              staffIdleBefore: now.toISOString(),
            };
            const found = await gifts.visitWithGifts({
              pageUrl: 'small',
              session,
              now,
              page: 1,
              perPage: 10,
            });
            expect(found?.gifts).toHaveLength(3);
            expect(found?.visit.creatorCounts?.giftsShown).toBe(3);
            expect(found?.visit.session?.sessionId ?? null).toBeNull();
            const snaps = await content.visitWithPosts({
              pageUrl: 'small',
              session,
              page: 1,
              perPage: 10,
              reactionsOf,
            });
            expect(snaps?.posts).toEqual([]);
          }
        }
        // read on the connection that ran them: a prepared statement, as they were (decision 0118)
        const plans = rowsOf<{ name: string; generic: number; custom: number }>(
          await executePrepared(
            db,
            sql`select name, generic_plans::int as generic, custom_plans::int as custom
              from pg_prepared_statements
              where name like 'page_visit_gifts_first%' or name like 'snap_page_visit_first%' order by name`,
          ),
        );
        // PostgreSQL tries five custom plans of each, then keeps the generic one
        expect(plans).toEqual([
          { name: 'page_visit_gifts_first10', generic: 7, custom: 5 },
          { name: 'page_visit_gifts_first10_visitor', generic: 7, custom: 5 },
          { name: 'snap_page_visit_first10', generic: 7, custom: 5 },
          { name: 'snap_page_visit_first10_visitor', generic: 7, custom: 5 },
        ]);
      } finally {
        await database.close();
        await scratch.drop();
      }
    },
  );
});
