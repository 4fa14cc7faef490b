import type { goalRequest } from '@pixel/contract';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { OwnImageCheck } from '../../lib/media.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { presentGoal } from './goals.presenter.ts';
import type { GoalsRepository } from './goals.repository.ts';

type GoalInput = z.output<typeof goalRequest>;

export function createGoalsService(deps: {
  db: Db;
  repository: GoalsRepository;
  visitPage: VisitPage;
  ownImage: OwnImageCheck;
}) {
  const { db, repository, visitPage, ownImage } = deps;

  async function values(userId: string, body: GoalInput) {
    let coverImage: string | null = null;
    if (body.cover_image) {
      coverImage = await ownImage(userId, body.cover_image);
      if (!coverImage) throw fieldError('cover_image', say('notOwnImage', { field: 'cover image' }));
    }
    return {
      title: body.title,
      targetAmount: body.target_amount,
      description: body.description ?? null,
      endDate: body.end_date ?? null,
      coverImage,
    };
  }

  async function own(userId: string, goalId: string) {
    const goal = await repository.findOwn(db, userId, goalId);
    // another creator's goal is as unknown as one that does not exist
    if (!goal) throw new AppError('not_found', say('goalNotFound'));
    return goal;
  }

  return {
    async create(input: { userId: string; body: GoalInput }) {
      const row = await repository.insert({
        userId: input.userId,
        ...(await values(input.userId, input.body)),
      });
      return presentGoal(row);
    },

    async update(input: { userId: string; goalId: string; body: GoalInput }) {
      const goal = await own(input.userId, input.goalId);
      if (goal.status === 'closed') throw fieldError('goal', say('goalClosedForEdits'));
      return presentGoal(await repository.update(db, goal.id, await values(input.userId, input.body)));
    },

    /** Closing twice is harmless; the first close time stays. */
    async close(input: { userId: string; goalId: string }) {
      const goal = await own(input.userId, input.goalId);
      if (goal.status === 'closed') return presentGoal(goal);
      return presentGoal(await repository.update(db, goal.id, { status: 'closed', closedAt: new Date() }));
    },

    /** A goal with gifts (paid or on their way) is closed instead: the gifts keep pointing at it. */
    async delete(input: { userId: string; goalId: string }) {
      return db.transaction(async (tx) => {
        // the lock waits for a goal gift being started right now, so its row is seen below
        const goal = await repository.findOwn(tx, input.userId, input.goalId, { lock: true });
        if (!goal) throw new AppError('not_found', say('goalNotFound'));
        if (await repository.hasGifts(tx, goal.id)) {
          const closed =
            goal.status === 'closed'
              ? goal
              : await repository.update(tx, goal.id, { status: 'closed', closedAt: new Date() });
          return {
            message: 'This goal has received gifts, so it was closed instead of deleted.',
            deleted: false,
            goal: presentGoal(closed),
          };
        }
        await repository.delete(tx, goal.id);
        return { message: 'Goal deleted.', deleted: true, goal: null };
      });
    },

    async listOwn(input: { userId: string; page: number; perPage: number }) {
      const { rows, total } = await repository.list(input);
      return { data: rows.map(presentGoal), meta: pageMeta({ ...input, total }) };
    },

    async listForPage(input: { pageUrl: string; viewerId: string | null; page: number; perPage: number }) {
      const visit = await visitPage(input.pageUrl, input.viewerId);
      if (!visit) throw new AppError('not_found', say('pageNotFound'));
      const { rows, total } = await repository.list({
        userId: visit.creator.id,
        counts: visit.creatorCounts,
        page: input.page,
        perPage: input.perPage,
      });
      return {
        data: rows.map(presentGoal),
        meta: pageMeta({ page: input.page, perPage: input.perPage, total }),
      };
    },
  };
}

export type GoalsService = ReturnType<typeof createGoalsService>;
