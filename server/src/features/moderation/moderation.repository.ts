import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { offsetOf } from '../../lib/pagination.ts';

/** A post as staff list it: a photo post or a Bloc post, in one shape. */
export interface StaffPostRow {
  kind: 'snap' | 'slide' | 'bloc';
  id: string;
  user_id: string;
  text: string | null;
  /** A photo post's first preview's storage key; a Bloc post's picture's address. */
  preview: string | null;
  audience: 'public' | 'supporters' | 'members' | 'paid' | 'unpublished' | 'deleted';
  /** Centavos, for a paid photo post. */
  price: string | null;
  purchase_count: number;
  created_at: Date | string;
  hidden_at: Date | string | null;
  hidden_reason: string | null;
}

/**
 * Both kinds of post as one list (decision 0103): who may see each is worked out here, as its own feature
 * would tell a visitor, but regardless of who looks (staff see every post).
 */
const staffPosts = sql`
  select p.kind, p.id, p.user_id, p.caption as text,
         (select ph.preview_key from photos ph where ph.post_id = p.id order by ph.position limit 1) as preview,
         case when p.deleted_at is not null then 'deleted'
              when not p.is_published and p.hidden_at is null then 'unpublished'
              when p.min_tier_id is not null then 'members'
              when p.price_id <> 1 then 'paid'
              else 'public' end as audience,
         case when p.price_id <> 1 then p.amount::text end as price,
         p.purchase_count, p.created_at, p.hidden_at, p.hidden_reason
  from photo_posts p
  union all
  select 'bloc', b.id, b.user_id, coalesce(b.title, left(b.body, 200)), b.image, b.visibility, null, 0,
         b.created_at, b.hidden_at, b.hidden_reason
  from bloc_posts b`;

export function createModerationRepository(db: Db) {
  const select = async (where: SQL, tail: SQL = sql``) =>
    rowsOf<StaffPostRow>(
      await db.execute(sql`select * from (${staffPosts}) posts where ${where}
        order by created_at desc, id desc ${tail}`),
    );

  return {
    /** A person's posts of both kinds, newest first, with how many there are. */
    async listOf(input: { userId: string; page: number; perPage: number }) {
      const [rows, total] = await Promise.all([
        select(sql`user_id = ${input.userId}`, sql`limit ${input.perPage} offset ${offsetOf(input)}`),
        db.execute(sql`select (select count(*) from photo_posts where user_id = ${input.userId})
          + (select count(*) from bloc_posts where user_id = ${input.userId}) as total`),
      ]);
      return { rows, total: Number(rowsOf<{ total: string | number }>(total)[0]?.total ?? 0) };
    },

    async find(kind: 'photo' | 'bloc', postId: string) {
      const [row] = await select(
        kind === 'bloc' ? sql`kind = 'bloc' and id = ${postId}` : sql`kind <> 'bloc' and id = ${postId}`,
      );
      return row ?? null;
    },
  };
}

export type ModerationRepository = ReturnType<typeof createModerationRepository>;
