import { defaultNotificationChannels } from '@pixel/contract';
import type { Db, Tx } from '../../db/client.ts';
import type { JobData, JobQueue } from '../../jobs/queue.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

/** A post that has just become public, as the feature it was published in tells of it. */
export interface PublishedPost {
  creatorUserId: string;
  postId: string;
  /** What it is: a Snap, a Snap Slide or a Bloc post; its words and the screen it opens follow. */
  post: JobData['notify-followers']['post'];
  /** Who may open it. */
  access: JobData['notify-followers']['access'];
  /** Its own words (a caption, a Bloc post's title or text): told only of a post everyone may open. */
  text: string | null;
}

/**
 * Tells the creator's followers of a post, in the caller's transaction: the first time the post becomes
 * public only, so a draft published, unpublished and published again is told once.
 */
export type AnnouncePost = (tx: Tx, post: PublishedPost) => Promise<void>;

/** Followers written per statement, and per transaction: a big audience holds no long transaction. */
export const FAN_OUT_CHUNK = 10_000;
const EXCERPT_LENGTH = 120;

// the screens a new post opens, as the web app's router names them
const postPaths: Record<PublishedPost['post'], string> = {
  snap: 'pixel-snap/image',
  slide: 'pixel-snap/collection',
  bloc: 'pixel-bloc',
};

/** The start of a post's own words, on one line. */
function excerptOf(text: string | null) {
  const line = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (!line) return null;
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

/**
 * A new post told to its creator's followers (decision 0133): one job per post, queued with the post, writes
 * their notifications a chunk of followers at a time, each chunk one `INSERT … SELECT` in a transaction of
 * its own that also moves the post's cursor. Followers who blocked or were blocked by the creator, accounts
 * no longer active, and those who turned the kind off get nothing; each follower's row has its own dedupe
 * key, so a job run twice, or a retry after a chunk was written, writes nothing twice.
 */
export function createPostFanOut(deps: {
  db: Db;
  repository: NotificationsRepository;
  jobs: Pick<JobQueue, 'send' | 'sendMany'>;
  now: () => Date;
  chunk?: number;
}) {
  const { db, repository, jobs, now } = deps;
  const chunk = deps.chunk ?? FAN_OUT_CHUNK;

  const announce: AnnouncePost = async (tx, post) => {
    const first = await repository.announce(tx, {
      postId: post.postId,
      creatorUserId: post.creatorUserId,
      at: now(),
    });
    if (!first) return;
    await jobs.send(
      'notify-followers',
      {
        creatorUserId: post.creatorUserId,
        postId: post.postId,
        post: post.post,
        access: post.access,
        // the words of a paid, members-only or supporters-only post are theirs to open, not the bell's
        excerpt: post.access === 'free' ? excerptOf(post.text) : null,
      },
      { tx },
    );
  };

  /** The job: answers how many notifications it wrote. */
  async function run(data: JobData['notify-followers']) {
    const creator = await repository.activePage(data.creatorUserId);
    let written = 0;
    for (;;) {
      const more = await db.transaction(async (tx) => {
        // the cursor is read under the post's lock: a second run of the job waits, then goes on from it
        const progress = await repository.lockAnnouncement(tx, data.postId);
        if (!progress || progress.finishedAt) return false;
        const at = now();
        // a creator suspended or gone since the post was published tells nobody
        const result = creator
          ? await repository.tellFollowers(tx, {
              creatorUserId: data.creatorUserId,
              after: progress.afterUserId,
              limit: chunk,
              dedupePrefix: `post:${data.postId}:`,
              data: {
                actor_name: creator.name,
                post: data.post,
                access: data.access,
                excerpt: data.excerpt,
              },
              url: `/${creator.pageUrl}/${postPaths[data.post]}/${data.postId}`,
              defaults: defaultNotificationChannels.new_post,
              at,
            })
          : { seen: 0, last: null, written: 0, toDeliver: [] };
        // the few who chose mail or push for new posts: their delivery, as for any notification
        await jobs.sendMany(
          'deliver-notification',
          result.toDeliver.map((notificationId) => ({ notificationId })),
          { tx },
        );
        const done = result.seen < chunk;
        await repository.moveAnnouncement(tx, data.postId, {
          afterUserId: result.last ?? progress.afterUserId,
          finishedAt: done ? at : null,
        });
        written += result.written;
        return !done;
      });
      if (!more) return written;
    }
  }

  return { announce, run };
}

export type PostFanOut = ReturnType<typeof createPostFanOut>;
