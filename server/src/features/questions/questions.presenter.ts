import { type Question, standInNames } from '@pixel/contract';
import type { QuestionWithAsker } from './questions.repository.ts';

const VISITOR = standInNames.visitor;

export function presentQuestion(row: QuestionWithAsker): Question {
  const { question } = row;
  return {
    id: question.id,
    body: question.body,
    asker: {
      name: row.askerPageName ?? question.askerName ?? VISITOR,
      page_url: row.askerPageUrl,
      avatar: row.askerAvatar,
      avatar_variants: { WH100: row.askerAvatarWh100 ?? row.askerAvatar },
    },
    answer: question.answer,
    answered_at: question.answeredAt?.toISOString() ?? null,
    is_hidden: question.isHidden,
    created_at: question.createdAt.toISOString(),
  };
}
