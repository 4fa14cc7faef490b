import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { gifts, overlaySettings, users } from '../../db/schema/index.ts';

/** A creator's spoken alerts, as the overlay's settings row keeps them, with the overlay's address. */
const speechColumns = {
  token: overlaySettings.token,
  enabled: overlaySettings.speechEnabled,
  minAmount: overlaySettings.speechMinAmount,
  voice: overlaySettings.speechVoice,
  rate: overlaySettings.speechRate,
  volume: overlaySettings.speechVolume,
  maxLength: overlaySettings.speechMaxLength,
};

export type SpeechSettingsRow = {
  token: string;
  enabled: boolean;
  minAmount: number;
  voice: string;
  rate: number;
  volume: number;
  maxLength: number;
};

/** What the speech settings change: the overlay's row keeps them (migration 0067). */
export type SpeechValues = Omit<SpeechSettingsRow, 'token'>;

export function createSpeechRepository(db: Db) {
  return {
    async settings(tx: Tx | Db, userId: string): Promise<SpeechSettingsRow | null> {
      const [row] = await tx
        .select(speechColumns)
        .from(overlaySettings)
        .where(eq(overlaySettings.userId, userId));
      return row ?? null;
    },

    /** The same, read outside any transaction. */
    settingsOf(userId: string) {
      return this.settings(db, userId);
    },

    /**
     * The overlay's row with the speech settings given, made (with `token` as its address) when the
     * creator has none yet, as the overlay's own settings make it; one statement, so two at once agree.
     */
    async save(userId: string, token: string, values?: SpeechValues): Promise<SpeechSettingsRow> {
      const speech = values && {
        speechEnabled: values.enabled,
        speechMinAmount: values.minAmount,
        speechVoice: values.voice,
        speechRate: values.rate,
        speechVolume: values.volume,
        speechMaxLength: values.maxLength,
      };
      const insert = db.insert(overlaySettings).values({ userId, token, ...speech });
      const [row] = speech
        ? await insert
            .onConflictDoUpdate({ target: overlaySettings.userId, set: speech })
            .returning(speechColumns)
        : await insert.onConflictDoNothing().returning(speechColumns);
      return row ?? (await this.settings(db, userId))!;
    },

    /**
     * A gift whose message may be read aloud, with its creator's speech settings: paid, shown (not held
     * for review, hidden by the creator or refunded), with a message; of `creatorUserId` when given.
     */
    async spokenGift(input: { giftId: string; creatorUserId?: string }) {
      const [row] = await db
        .select({
          id: gifts.id,
          amount: gifts.amount,
          message: gifts.supporterMessage,
          isAnonymous: gifts.isAnonymous,
          typedName: gifts.supporterName,
          supporterPageName: users.pageName,
          supporterStatus: users.status,
          settings: speechColumns,
        })
        .from(gifts)
        .innerJoin(overlaySettings, eq(overlaySettings.userId, gifts.creatorUserId))
        .leftJoin(users, eq(users.id, gifts.supporterUserId))
        .where(
          and(
            eq(gifts.id, input.giftId),
            input.creatorUserId ? eq(gifts.creatorUserId, input.creatorUserId) : undefined,
            isNotNull(gifts.settledAt),
            isNull(gifts.heldAt),
            isNull(gifts.refundedAt),
            eq(gifts.isHidden, false),
            isNotNull(gifts.supporterMessage),
          ),
        );
      return row ?? null;
    },
  };
}

export type SpeechRepository = ReturnType<typeof createSpeechRepository>;
export type SpokenGiftRow = NonNullable<Awaited<ReturnType<SpeechRepository['spokenGift']>>>;
