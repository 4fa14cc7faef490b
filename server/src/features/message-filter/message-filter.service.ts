import type { SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { defaultBlockedPhrases } from './default-phrases.ts';
import { createMatcher } from './message-filter.ts';
import type { MessageFilterRepository } from './message-filter.repository.ts';

/** A paid gift's words that someone else typed (a visitor's name and the message), and its creator's filter. */
export interface ScreenedGift {
  id: string;
  /** The creator's own phrases, read with the gift through `phrasesOf`. */
  creatorPhrases: string[];
  texts: (string | null)[];
}

/** Holds for review the gifts whose words match their creator's filter; says which were held. */
export interface GiftScreen {
  /** The phrases of the creator whose id is `userId`, as an array column of the statement that reads gifts. */
  phrasesOf(userId: SQL): SQL;
  screen(tx: Tx, gifts: ScreenedGift[]): Promise<Set<string>>;
}

const matchesDefault = createMatcher(defaultBlockedPhrases);

export function createMessageFilterService(deps: { repository: MessageFilterRepository }) {
  const { repository } = deps;

  const screen: GiftScreen = {
    phrasesOf: repository.phrasesOf,
    async screen(tx, gifts) {
      const held = gifts
        .filter(
          ({ texts, creatorPhrases }) =>
            texts.some(Boolean) && (matchesDefault(texts) || createMatcher(creatorPhrases)(texts)),
        )
        .map((gift) => gift.id);
      await repository.hold(tx, held);
      return new Set(held);
    },
  };

  return {
    screen,

    async phrases(userId: string) {
      return { phrases: await repository.list(userId), default_count: defaultBlockedPhrases.length };
    },

    async setPhrases(input: { userId: string; phrases: string[] }) {
      // one entry per phrase however it was typed: "Gago" and "gago " are the same
      const unique = [...new Map(input.phrases.map((p) => [p.trim().toLowerCase(), p.trim()])).values()];
      await repository.replace(input.userId, unique);
      return this.phrases(input.userId);
    },
  };
}

export type MessageFilterService = ReturnType<typeof createMessageFilterService>;
