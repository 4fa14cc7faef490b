import type {
  ReactionKey,
  reactionIconPath as contractReactionIconPath,
  reactionKinds as contractReactionKinds,
  reactionLongPressMs as contractReactionLongPressMs,
} from '@pixel/contract';

/**
 * The five reactions, the hold that opens the picker and the icons' addresses, as the contract gives them
 * (spec §3, §9), in a module without schemas: the contract keeps them beside its reaction schemas, and
 * importing them from there would load zod with every page that shows a post. The types hold them to the
 * contract's word for word (a reaction added, renamed or reordered there fails the typecheck here), and
 * `reaction-kinds.test.ts` holds them to the same values.
 */
export const reactionKinds = [
  { id: 1, key: 'heart', name: 'Love' },
  { id: 2, key: 'laugh', name: 'Haha' },
  { id: 3, key: 'support', name: 'Support' },
  { id: 4, key: 'sad', name: 'Sad' },
  { id: 5, key: 'angry', name: 'Angry' },
] as const satisfies typeof contractReactionKinds;

export const reactionLongPressMs: typeof contractReactionLongPressMs = 300;

/** A reaction's icon, served by the server: `/static/reactions/{key}.svg`. */
export const reactionIconPath: typeof contractReactionIconPath = (key: ReactionKey) =>
  `/static/reactions/${key}.svg`;
