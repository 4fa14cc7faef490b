import type { Db } from '../../db/client.ts';
import { fieldError, say } from '../../lib/errors.ts';
import { pageMeta, personSummaryOf } from '../../lib/pagination.ts';
import { type Notify, notificationEvents } from '../notifications/notifications.service.ts';
import type { FollowsRepository, ListKind } from './follows.repository.ts';

const invalidUsername = () => fieldError('username', say('usernameInvalid'));

export function createFollowsService(deps: { db: Db; repository: FollowsRepository; notify: Notify }) {
  const { db, repository } = deps;

  async function other(userId: string, username: string) {
    const found = await repository.findUserByPageUrl(username);
    if (!found) throw invalidUsername();
    if (found.id === userId) throw fieldError('username', say('ownPage'));
    return found;
  }

  async function answer(message: string, userId: string, target: { id: string; pageUrl: string }) {
    const relation = await repository.relation(userId, target.id);
    return { message, page_url: target.pageUrl, ...relation };
  }

  return {
    async follow(input: { userId: string; username: string }) {
      const found = await repository.findUserByPageUrl(input.username);
      if (found?.id === input.userId) throw fieldError('username', say('followYourself'));
      // a page that blocked you is as unknown to you as one that does not exist
      if (!found || found.status !== 'active') throw invalidUsername();
      await db.transaction(async (tx) => {
        await repository.lockPair(tx, input.userId, found.id);
        if (await repository.isBlocked(tx, found.id, input.userId)) throw invalidUsername();
        if (await repository.isBlocked(tx, input.userId, found.id)) {
          throw fieldError('username', say('unblockBeforeFollow'));
        }
        await repository.follow(tx, input.userId, found.id);
        await deps.notify(tx, [
          notificationEvents.newFollower({ followerUserId: input.userId, followeeUserId: found.id }),
        ]);
      });
      return answer('Followed Successfully', input.userId, found);
    },

    async unfollow(input: { userId: string; username: string }) {
      const found = await other(input.userId, input.username);
      await repository.unfollow(db, input.userId, found.id);
      return answer('Unfollowed Successfully', input.userId, found);
    },

    async removeFollower(input: { userId: string; username: string }) {
      const found = await other(input.userId, input.username);
      await repository.unfollow(db, found.id, input.userId);
      return answer('Removed Successfully', input.userId, found);
    },

    /** Ends both follows and keeps the other person away; nobody is told. */
    async block(input: { userId: string; username: string }) {
      const found = await other(input.userId, input.username);
      await db.transaction(async (tx) => {
        await repository.lockPair(tx, input.userId, found.id);
        await repository.block(tx, input.userId, found.id);
      });
      return answer('Blocked Successfully', input.userId, found);
    },

    async unblock(input: { userId: string; username: string }) {
      const found = await other(input.userId, input.username);
      await repository.unblock(input.userId, found.id);
      return answer('Unblocked Successfully', input.userId, found);
    },

    async list(input: { kind: ListKind; userId: string; search?: string; page: number; perPage: number }) {
      const { rows, total } = await repository.list(input);
      return {
        data: rows.map(personSummaryOf),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },

    /** True when `blockerId` blocked `userId`; a visitor (null) is never blocked. */
    async isBlocked(blockerId: string, userId: string | null) {
      if (!userId || userId === blockerId) return false;
      return repository.isBlocked(db, blockerId, userId);
    },
  };
}

export type FollowsService = ReturnType<typeof createFollowsService>;

/** What other features need to know about blocks: who may see, gift, react to or ask whom. */
export type BlockCheck = Pick<FollowsService, 'isBlocked'>;
