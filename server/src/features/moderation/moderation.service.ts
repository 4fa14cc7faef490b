import {
  type AdminPost,
  formatCentavos,
  moderationMessages as messages,
  supportEmail,
} from '@pixel/contract';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { translator } from '../../lib/i18n.ts';
import { AppError, say } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { ModerationRepository, StaffPostRow } from './moderation.repository.ts';
import type { StaffAudit } from '../audit/audit.service.ts';

type Hidden = { at: Date; reason: string } | null;
/** A feature's way to hide one of its posts or show it again, in the caller's transaction. */
type SetHidden = (
  tx: Tx,
  postId: string,
  hidden: Hidden,
) => Promise<{ post: { userId: string }; changed: boolean } | null>;

export interface ModerationServiceDeps {
  db: Db;
  repository: ModerationRepository;
  mailer: Pick<Mailer, 'send'>;
  publicUrl: string;
  now: () => Date;
  /** The address of a public file by its storage key (a photo's blurred preview). */
  publicFileUrl: (key: string) => string;
  photoPosts: { setHidden: SetHidden };
  blocPosts: { setHidden: SetHidden };
  /** Writes a staff action to the audit trail, in its transaction (decision 0098). */
  audit: StaffAudit;
  /** Drops the cached copies of the people's pages on every instance. */
  dropPages: (userIds: string[]) => Promise<void>;
}

const PER_PAGE = 20;
const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * Staff hide a photo post or a Bloc post that breaks the rules, and show it again (decision 0103). Hidden,
 * a post is its creator's alone (buyers and members included lose it), off the page, its counts and the
 * hashtag pages, and its creator cannot publish or change it; each change is audited with its reason and
 * the creator is told by mail.
 */
export function createModerationService(deps: ModerationServiceDeps) {
  const { db, repository, now } = deps;
  const absolute = (key: string) => new URL(deps.publicFileUrl(key), deps.publicUrl).toString();

  const present = (row: StaffPostRow): AdminPost => ({
    kind: row.kind,
    id: row.id,
    text: row.text,
    preview_url: row.preview === null ? null : row.kind === 'bloc' ? row.preview : absolute(row.preview),
    audience: row.audience,
    price: row.price === null ? null : formatCentavos(Number(row.price)),
    purchase_count: Number(row.purchase_count),
    created_at: iso(row.created_at)!,
    hidden_at: iso(row.hidden_at),
    hidden_reason: row.hidden_reason,
  });

  async function change(
    staff: Staff,
    input: { kind: 'photo' | 'bloc'; postId: string; reason: string },
    hide: boolean,
  ) {
    const posts = input.kind === 'bloc' ? deps.blocPosts : deps.photoPosts;
    const before = await repository.find(input.kind, input.postId);
    if (!before) throw new AppError('not_found', say('postNotFound'));
    const creatorId = await db.transaction(async (tx) => {
      const result = await posts.setHidden(
        tx,
        input.postId,
        hide ? { at: now(), reason: input.reason } : null,
      );
      if (!result) throw new AppError('not_found', say('postNotFound'));
      if (!result.changed) {
        throw new AppError('conflict', hide ? say('postAlreadyHidden') : say('postNotHidden'));
      }
      const creator = result.post.userId;
      await deps.audit.record(tx, staff, {
        action: hide ? 'post.hide' : 'post.show',
        subjectUserId: creator,
        reason: input.reason,
        before: { kind: before.kind, post_id: before.id, hidden: !hide },
        after: { hidden: hide },
      });
      const [person] = await tx
        .select({ email: users.email, pageName: users.pageName, language: users.language })
        .from(users)
        .where(eq(users.id, creator));
      if (person?.email) {
        const t = translator(person.language ?? 'en');
        const post = t(`mail.yourPost.${before.kind}`);
        const what = before.text ? `${post} "${before.text.slice(0, 60)}"` : post;
        const mail = hide ? 'postHidden' : 'postShown';
        await deps.mailer.send(
          {
            to: person.email,
            subject: t(`mail.${mail}.subject`),
            text: t(`mail.${mail}.text`, {
              name: person.pageName,
              what,
              reason: input.reason,
              email: supportEmail,
            }),
          },
          { tx },
        );
      }
      return creator;
    });
    await deps.dropPages([creatorId]);
    const after = await repository.find(input.kind, input.postId);
    return { message: hide ? messages.hidden : messages.shown, post: present(after!) };
  }

  return {
    async listOf(input: { userId: string; page: number }) {
      const { rows, total } = await repository.listOf({ ...input, perPage: PER_PAGE });
      return { data: rows.map(present), meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }) };
    },
    hide: (staff: Staff, input: { kind: 'photo' | 'bloc'; postId: string; reason: string }) =>
      change(staff, input, true),
    show: (staff: Staff, input: { kind: 'photo' | 'bloc'; postId: string; reason: string }) =>
      change(staff, input, false),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
