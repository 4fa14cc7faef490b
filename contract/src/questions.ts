import { z } from 'zod';
import { messageResponse, pageUrlField } from './auth.ts';
import { pageEnvelope } from './envelope.ts';
import { optionalText, requiredText } from './fields.ts';
import { mediaUrlField } from './media.ts';
import { avatarVariants, pageQuery } from './pagination.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

export const questionLimits = {
  topicTitleMax: 100,
  /** Q&A description max 300 (spec §5, §9). */
  topicDescriptionMax: 300,
  questionMax: 300,
  /** A visitor's name, like a gift's (spec §5). */
  nameMax: 16,
  answerMax: 1000,
} as const;

/**
 * The Ask Me Anything banner: a 254x282 JPEG (spec §9), shown at half that size (127x141) so it stays sharp
 * on dense screens. It is cropped in that shape, not the spec's square, so it is never stretched
 * (decision 0034).
 */
export const questionBannerCrop = { width: 254, height: 282, maxZoom: 4 } as const;

/** PUT /v1/user/questions/topic: the Edit Q&A modal. */
export const questionTopicRequest = z.strictObject({
  title: requiredText('title', questionLimits.topicTitleMax),
  description: requiredText('description', questionLimits.topicDescriptionMax),
  banner_image: mediaUrlField('banner image'),
});
export type QuestionTopicRequest = z.input<typeof questionTopicRequest>;

export const questionTopic = z.object({
  title: z.string(),
  description: z.string(),
  banner_image: z.string().nullable(),
});
export type QuestionTopic = z.infer<typeof questionTopic>;

/** PUT /v1/user/questions/topic answers the saved topic. */
export const questionTopicSavedResponse = z.object({ data: questionTopic });

/** GET /v1/profile/questions/topic/{username}: null until the creator sets one up. */
export const questionTopicResponse = z.object({ data: questionTopic.nullable() });

/**
 * POST /v1/profile/{page_url}/questions. A signed-in user asks as themself (`name` is ignored); a visitor
 * may give a name, or is shown as 'A supporter'.
 */
export const askQuestionRequest = z.strictObject({
  body: requiredText('question', questionLimits.questionMax),
  name: optionalText('name', questionLimits.nameMax),
});
export type AskQuestionRequest = z.input<typeof askQuestionRequest>;

/** POST /v1/user/questions/{id}/answer: answers, or changes the answer. */
export const answerQuestionRequest = z.strictObject({
  answer: requiredText('answer', questionLimits.answerMax),
});
export type AnswerQuestionRequest = z.input<typeof answerQuestionRequest>;

/** POST /v1/user/questions/{id}/hide */
export const hideQuestionRequest = z.strictObject({
  is_hidden: z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1'), z.boolean()], {
      error: says('fieldOneOrZero', { field: 'is hidden' }),
    })
    .transform((value) => value === 1 || value === '1' || value === true),
});
export type HideQuestionRequest = z.input<typeof hideQuestionRequest>;

export const question = z.object({
  id: z.string(),
  body: z.string(),
  asker: z.object({
    name: z.string(),
    /** Null for a visitor. */
    page_url: z.string().nullable(),
    avatar: z.string().nullable(),
    avatar_variants: avatarVariants,
  }),
  answer: z.string().nullable(),
  answered_at: z.string().nullable(),
  /** Hidden questions are listed to the creator only. */
  is_hidden: z.boolean(),
  created_at: z.string(),
});
export type Question = z.infer<typeof question>;

export const questionResponse = z.object({ data: question });

/** GET /v1/profile/{page_url}/questions: `answered` (answered first, then newest) or `newest`. */
export const questionsQuery = pageQuery(10).extend({
  sort: z
    .enum(['answered', 'newest'], { error: says('fieldSelectedInvalid', { field: 'sort' }) })
    .default('answered'),
  status: z
    .enum(['all', 'answered', 'unanswered'], { error: says('fieldSelectedInvalid', { field: 'status' }) })
    .default('all'),
});
export type QuestionsQuery = z.input<typeof questionsQuery>;
export const questionsPage = pageEnvelope(question);
export type QuestionsPage = z.infer<typeof questionsPage>;

/** A question on the signed-in creator's page, in the path. */
export const questionParams = z.object({ id: z.uuid(says('fieldSelectedInvalid', { field: 'question' })) });

const pageParams = z.object({ page_url: pageUrlField });

/** The schemas of `questionsCalls` (`calls/questions.ts`). */
export const questionsSchemas = {
  saveTopic: { body: questionTopicRequest, answers: { 200: questionTopicSavedResponse } },
  topic: { params: z.object({ username: pageUrlField }), answers: { 200: questionTopicResponse } },
  ask: { params: pageParams, body: askQuestionRequest, answers: { 201: questionResponse } },
  list: { params: pageParams, query: questionsQuery, answers: { 200: questionsPage } },
  answer: { params: questionParams, body: answerQuestionRequest, answers: { 200: questionResponse } },
  hide: { params: questionParams, body: hideQuestionRequest, answers: { 200: questionResponse } },
  delete: { params: questionParams, answers: { 200: messageResponse } },
} as const satisfies SchemaTable;
