import type { Db, Tx } from '../../db/client.ts';
import { fieldError, say } from '../../lib/errors.ts';
import { futureMoment, scheduleTimes } from '../../lib/schedule.ts';
import type { ContentRepository, PhotoPostRow } from './content.repository.ts';

// posts published (or opened to everyone) per transaction by the sweep
const SWEEP_BATCH = 100;

const sameMoment = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/** What a create or an update asks of a post's times (decision 0157). */
interface ScheduleAsk {
  publish_at?: string | null;
  public_from?: string | null;
  is_published?: boolean;
}

/**
 * Scheduled Snaps and Slides and early access (decision 0157). A scheduled post is an unpublished post with
 * a `publish_at`: its creator's alone, as a draft is, until the job publishes it, dates it and tells the
 * followers. A members-only post with a `public_from` becomes a post for everyone then, by the same job.
 */
export function createContentSchedule(deps: {
  db: Db;
  repository: ContentRepository;
  now: () => Date;
  /** The post's tags on the hashtag pages as it now is, in the caller's transaction. */
  indexTags: (tx: Tx, post: PhotoPostRow) => Promise<unknown>;
  /** Tells the followers of a post that became public (once per post), in the caller's transaction. */
  announceIfPublished: (tx: Tx, before: PhotoPostRow | null, post: PhotoPostRow) => Promise<unknown>;
  /** Drops what visitors were kept of these creators' pages: a post the job published shows at once. */
  dropPages: (userIds: string[]) => Promise<void>;
}) {
  const { db, repository, now, indexTags, announceIfPublished } = deps;

  /** Early access needs a members-only post. */
  function checkMembersOnly(publicFrom: string | null | undefined, minTierId: string | null) {
    if (publicFrom && !minTierId) throw fieldError('public_from', say('publicFromMembersOnly'));
  }

  /** A scheduled post goes out, in the caller's transaction: published, dated now, told to the followers. */
  async function publishRow(tx: Tx, post: PhotoPostRow) {
    const published = await repository.updatePost(tx, post.id, {
      isPublished: true,
      publishAt: null,
      createdAt: now(),
    });
    await indexTags(tx, published);
    await announceIfPublished(tx, post, published);
    return published;
  }

  /** A members-only post whose early access is over: its photos open to everyone. */
  const openRow = (tx: Tx, post: PhotoPostRow) =>
    repository.updatePost(tx, post.id, { minTierId: null, publicFrom: null });

  /** Does `step` to every post `lock` finds, a batch per transaction, until none is left; answers how many. */
  async function sweep(
    lock: (tx: Tx, at: Date, limit: number) => Promise<PhotoPostRow[]>,
    step: (tx: Tx, post: PhotoPostRow) => Promise<unknown>,
  ) {
    let done = 0;
    for (;;) {
      const due = await db.transaction(async (tx) => {
        const rows = await lock(tx, now(), SWEEP_BATCH);
        for (const post of rows) await step(tx, post);
        return rows;
      });
      if (due.length) await deps.dropPages([...new Set(due.map((post) => post.userId))]);
      done += due.length;
      if (due.length < SWEEP_BATCH) return done;
    }
  }

  return {
    /** The times of a new post: one to publish later is written unpublished, whatever `is_published` says. */
    onCreate(body: ScheduleAsk, minTierId: string | null) {
      checkMembersOnly(body.public_from, minTierId);
      const times = scheduleTimes({
        now: now(),
        publishAt: futureMoment('publish_at', body.publish_at, now()) ?? null,
        publicFrom: body.public_from,
      });
      return {
        publishAt: times.publishAt,
        publicFrom: times.publicFrom ?? null,
        ...(times.publishAt && { isPublished: false }),
      };
    },

    /**
     * What an update changes of a post's times: a new `publish_at` (re)schedules a post not yet published,
     * null keeps it as a draft; `is_published` sent alone ends the schedule (published now, dated now, or
     * a draft); `public_from` is kept, changed or ended, and ends with the members-only tier.
     */
    onUpdate(post: PhotoPostRow, body: ScheduleAsk, minTierId: string | null) {
      if (body.is_published && body.publish_at) throw fieldError('publish_at', say('publishNowOrLater'));
      if (body.publish_at && post.isPublished) throw fieldError('publish_at', say('postAlreadyPublished'));
      checkMembersOnly(body.public_from, minTierId);
      let publishAt = post.publishAt;
      if (body.publish_at !== undefined)
        publishAt = futureMoment('publish_at', body.publish_at, now()) ?? null;
      else if (body.is_published !== undefined) publishAt = null;
      const asked = body.public_from === undefined ? post.publicFrom?.toISOString() : body.public_from;
      const { publicFrom } =
        body.public_from !== undefined || body.publish_at
          ? scheduleTimes({ now: now(), publishAt, publicFrom: asked })
          : { publicFrom: post.publicFrom };
      const opensAt = minTierId ? (publicFrom ?? null) : null;
      // only what changes, so a request that changes nothing writes nothing
      return {
        ...(!sameMoment(publishAt, post.publishAt) && { publishAt }),
        ...(!sameMoment(opensAt, post.publicFrom) && { publicFrom: opensAt }),
        // a scheduled post published early is dated when it goes out, as the job dates it
        ...(post.publishAt && body.is_published && { createdAt: now() }),
      };
    },

    /**
     * The publishing job: scheduled posts whose time has come go out, then members-only posts whose early
     * access is over open to everyone. Each post is locked (`skip locked`) and changed in one transaction
     * with its announcement, so two instances, or a second run, publish it once.
     */
    async publishDue() {
      const published = await sweep(repository.lockDueToPublish, publishRow);
      const opened = await sweep(repository.lockDueToOpen, openRow);
      return { published, opened };
    },
  };
}

export type ContentSchedule = ReturnType<typeof createContentSchedule>;
