import { formatCentavos, type SpeechSettings, type SpeechVoice } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, say } from '../../lib/errors.ts';
import { randomToken } from '../../lib/tokens.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { SpeechEngine } from './speech.engine.ts';
import type {
  SpeechRepository,
  SpeechSettingsRow,
  SpeechValues,
  SpokenGiftRow,
} from './speech.repository.ts';
import { readWav } from './wav.ts';

// eSpeak NG has no Tagalog voice: Indonesian reads Tagalog's spelling closely (decision 0145)
const ESPEAK_VOICES: Record<SpeechVoice, string> = { fil: 'id', en: 'en-us' };

/** Where a gift's spoken message is kept: the private area, reached only through the overlay's address. */
export const speechKey = (giftId: string) => `speech/${giftId}.wav`;

/** A gift's alert as the overlay sends it: what decides whether its message is read aloud. */
export interface AlertToSpeak {
  creatorUserId: string;
  giftId: string;
  /** Centavos. */
  amount: number;
  message: string | null;
}

/** What a gift's alert carries of its spoken message. */
export interface AlertSpeech {
  speech_url: string | null;
  speech_volume: number | null;
}

/** A function the overlay asks, in the alert's transaction, whether and where the alert's message is read. */
export type SpeakAlert = (tx: Tx, alert: AlertToSpeak) => Promise<AlertSpeech>;

const hasWords = (message: string | null): message is string => !!message?.trim();

const speaks = (settings: SpeechSettingsRow, gift: { amount: number; message: string | null }) =>
  settings.enabled && hasWords(gift.message) && gift.amount >= settings.minAmount;

/** The words read: "Juan: salamat po!", the message alone for a gift that shows no one's name. */
function spokenText(gift: SpokenGiftRow) {
  const named =
    !gift.isAnonymous && (gift.supporterStatus === null || gift.supporterStatus === 'active')
      ? (gift.supporterPageName ?? gift.typedName)
      : null;
  const text = named ? `${named}: ${gift.message!.trim()}` : gift.message!.trim();
  // cut where a person counts characters, never inside one (an emoji, a letter and its accent)
  const characters = [...new Intl.Segmenter().segment(text)].map((part) => part.segment);
  return characters.slice(0, gift.settings.maxLength).join('');
}

export function createSpeechService(deps: {
  repository: SpeechRepository;
  storage: Pick<Storage, 'read' | 'put'>;
  engine: Pick<SpeechEngine, 'synthesize'>;
  jobs: Pick<JobQueue, 'send'>;
  publicUrl: string;
}) {
  const { repository, storage, engine, jobs, publicUrl } = deps;

  const present = (row: SpeechSettingsRow): SpeechSettings => ({
    enabled: row.enabled,
    min_amount: formatCentavos(row.minAmount),
    voice: row.voice as SpeechVoice,
    rate: row.rate,
    volume: row.volume,
    max_length: row.maxLength,
  });

  // the syntheses under way on this instance, by gift: a second ask waits for the first's
  const making = new Map<string, Promise<Buffer>>();

  /** The gift's spoken message: kept in storage, or made and kept now, once however often it is asked. */
  function audioOf(gift: SpokenGiftRow) {
    const under = making.get(gift.id);
    if (under) return under;
    const made = (async () => {
      const key = speechKey(gift.id);
      const kept = await storage.read(key, 'private');
      if (kept) return kept;
      const wav = await engine.synthesize({
        text: spokenText(gift),
        voice: ESPEAK_VOICES[gift.settings.voice as SpeechVoice],
        rate: gift.settings.rate,
      });
      if (!readWav(wav)?.dataBytes) throw new Error(`the speech engine wrote no sound for gift ${gift.id}`);
      await storage.put(key, wav, 'audio/wav', 'private');
      return wav;
    })().finally(() => making.delete(gift.id));
    making.set(gift.id, made);
    return made;
  }

  const speak: SpeakAlert = async (tx, alert) => {
    const settings = await repository.settings(tx, alert.creatorUserId);
    if (!settings || !speaks(settings, alert)) return { speech_url: null, speech_volume: null };
    // made now, so it is ready when the overlay asks; the overlay's ask makes it if the job has not yet
    await jobs.send('speak-gift', { giftId: alert.giftId }, { tx });
    return {
      speech_url: `${publicUrl}/v1/overlay/${settings.token}/speech/${alert.giftId}`,
      speech_volume: settings.volume / 100,
    };
  };

  return {
    speak,

    async settings(userId: string) {
      return present(await repository.save(userId, randomToken(24)));
    },

    async update(input: { userId: string; values: SpeechValues }) {
      return present(await repository.save(input.userId, randomToken(24), input.values));
    },

    /**
     * The spoken message of a gift to `userId` whose alert reads it; 404 for any other (not theirs, held,
     * hidden, refunded, without a message, or below what their settings read now).
     */
    async audio(input: { userId: string; giftId: string }) {
      const gift = await repository.spokenGift({ giftId: input.giftId, creatorUserId: input.userId });
      if (!gift || !speaks(gift.settings, gift)) throw new AppError('not_found', say('speechNotFound'));
      return audioOf(gift);
    },

    /** The `speak-gift` job: the gift's spoken message made ahead of the overlay's ask, if it still reads. */
    async makeAhead(giftId: string) {
      const gift = await repository.spokenGift({ giftId });
      if (gift && speaks(gift.settings, gift)) await audioOf(gift);
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
