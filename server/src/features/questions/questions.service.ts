import type { questionTopicRequest } from '@pixel/contract';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import type { OwnImageCheck } from '../../lib/media.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { GiftQuestion } from '../gifts/gifts.settlement.ts';
import type { HashtagIndex } from '../hashtags/hashtags.service.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { presentQuestion } from './questions.presenter.ts';
import type { QuestionsRepository, QuestionWithAsker } from './questions.repository.ts';

export function createQuestionsService(deps: {
  db: Db;
  repository: QuestionsRepository;
  hashtags: HashtagIndex;
  visitPage: VisitPage;
  ownImage: OwnImageCheck;
}) {
  const { db, repository, hashtags, visitPage, ownImage } = deps;

  /** A question is public text once answered and while not hidden; only then do its tags count. */
  const indexTags = (tx: Tx, { question }: QuestionWithAsker) =>
    hashtags.index(tx, {
      type: 'question',
      id: question.id,
      creatorUserId: question.creatorUserId,
      text: question.answer && !question.isHidden ? `${question.body}\n${question.answer}` : null,
      excerpt: `${question.body} — ${question.answer ?? ''}`,
      createdAt: question.answeredAt ?? question.createdAt,
    });

  /** The creator at `pageUrl` as `viewerId` may see them: not at all when they blocked the viewer. */
  async function visibleCreator(pageUrl: string, viewerId: string | null) {
    const visit = await visitPage(pageUrl, viewerId);
    if (!visit) throw new AppError('not_found', say('pageNotFound'));
    return visit;
  }

  /** Runs `change` on the creator's own question; another creator's is as unknown as a missing one. */
  async function changeOwn<T>(creatorUserId: string, questionId: string, change: (tx: Tx) => Promise<T>) {
    return db.transaction(async (tx) => {
      // the row lock orders two changes to one question, so the tags follow the last one
      const found = await repository.findOwn(tx, creatorUserId, questionId, { lock: true });
      if (!found) throw new AppError('not_found', say('questionNotFound'));
      return change(tx);
    });
  }

  return {
    async saveTopic(input: { userId: string; body: z.output<typeof questionTopicRequest> }) {
      let bannerImage: string | null = null;
      if (input.body.banner_image) {
        bannerImage = await ownImage(input.userId, input.body.banner_image);
        if (!bannerImage) throw fieldError('banner_image', say('notOwnImage', { field: 'banner image' }));
      }
      const row = await repository.saveTopic({
        userId: input.userId,
        title: input.body.title,
        description: input.body.description,
        bannerImage,
      });
      return { title: row.title, description: row.description, banner_image: row.bannerImage };
    },

    async topicFor(input: { pageUrl: string; viewerId: string | null }) {
      const { creator } = await visibleCreator(input.pageUrl, input.viewerId);
      const row = await repository.findTopic(creator.id);
      return row && { title: row.title, description: row.description, banner_image: row.bannerImage };
    },

    async ask(input: { pageUrl: string; asker: { id: string } | null; body: string; name?: string }) {
      const { creator } = await visibleCreator(input.pageUrl, input.asker?.id ?? null);
      if (input.asker?.id === creator.id) throw fieldError('body', say('askYourself'));
      const row = await db.transaction((tx) =>
        repository.insert(tx, {
          creatorUserId: creator.id,
          askerUserId: input.asker?.id ?? null,
          // a signed-in asker is shown by their page name; the typed name is for visitors
          askerName: input.asker ? null : (input.name ?? null),
          body: input.body,
        }),
      );
      return presentQuestion(row);
    },

    /** Called inside the gifts' settlement transaction (see gifts.settlement.ts). */
    async askFromGifts(tx: Tx, asked: GiftQuestion[]) {
      await repository.insertFromGifts(
        tx,
        asked.map((question) => ({
          creatorUserId: question.creatorUserId,
          askerUserId: question.askerUserId,
          askerName: question.askerName,
          body: question.body,
          giftId: question.giftId,
        })),
      );
    },

    async list(input: {
      pageUrl: string;
      viewerId: string | null;
      sort: 'answered' | 'newest';
      status: 'all' | 'answered' | 'unanswered';
      page: number;
      perPage: number;
    }) {
      const visit = await visibleCreator(input.pageUrl, input.viewerId);
      const { rows, total } = await repository.list({
        creatorUserId: visit.creator.id,
        includeHidden: visit.isOwner,
        counts: visit.creatorCounts,
        sort: input.sort,
        status: input.status,
        page: input.page,
        perPage: input.perPage,
      });
      return { data: rows.map(presentQuestion), meta: pageMeta({ ...input, total }) };
    },

    async answer(input: { creatorUserId: string; questionId: string; answer: string }) {
      const row = await changeOwn(input.creatorUserId, input.questionId, async (tx) => {
        const updated = await repository.update(tx, input.questionId, {
          answer: input.answer,
          answeredAt: new Date(),
        });
        await indexTags(tx, updated);
        return updated;
      });
      return presentQuestion(row);
    },

    async setHidden(input: { creatorUserId: string; questionId: string; hidden: boolean }) {
      const row = await changeOwn(input.creatorUserId, input.questionId, async (tx) => {
        const updated = await repository.update(tx, input.questionId, { isHidden: input.hidden });
        await indexTags(tx, updated);
        return updated;
      });
      return presentQuestion(row);
    },

    async delete(input: { creatorUserId: string; questionId: string }) {
      await changeOwn(input.creatorUserId, input.questionId, async (tx) => {
        await repository.delete(tx, input.questionId);
        await hashtags.forget(tx, 'question', input.questionId);
      });
      return { message: 'Question deleted.' };
    },
  };
}

export type QuestionsService = ReturnType<typeof createQuestionsService>;
