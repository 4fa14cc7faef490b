import { formatCentavos, type SpeechSettings, type SpeechVoice } from '@pixel/contract';
import type { Tx } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
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

/** Whether and where the creator's test alert is read: whenever spoken alerts are on, whatever their minimum. */
export type SpeakTest = (tx: Tx, creatorUserId: string) => Promise<AlertSpeech>;

/** Who the test alert names, on screen and aloud. */
export const TEST_ALERT_NAME = 'PIXEL';

const hasWords = (message: string | null): message is string => !!message?.trim();

const speaks = (settings: SpeechSettingsRow, gift: { amount: number; message: string | null }) =>
  settings.enabled && hasWords(gift.message) && gift.amount >= settings.minAmount;

/** The words read: "Juan: salamat po!", the message alone for a gift that shows no one's name. */
function spokenText(gift: SpokenGiftRow) {
  const named =
    !gift.isAnonymous && (gift.supporterStatus === null || gift.supporterStatus === 'active')
      ? (gift.supporterPageName ?? gift.typedName)
      : null;
  return cut(named ? `${named}: ${gift.message!.trim()}` : gift.message!.trim(), gift.settings.maxLength);
}

/** `text` cut to `length` where a person counts characters, never inside one (an emoji, a letter and its accent). */
function cut(text: string, length: number) {
  const characters = [...new Intl.Segmenter().segment(text)].map((part) => part.segment);
  return characters.slice(0, length).join('');
}

/** The test alert read in a voice: its words in that voice's language, cut as a gift's would be. */
function testText(settings: SpeechSettingsRow) {
  const words = translator(settings.voice as SpeechVoice)('overlay.testAlert');
  return cut(`${TEST_ALERT_NAME}: ${words}`, settings.maxLength);
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

  // the syntheses under way on this instance, by storage key: a second ask waits for the first's
  const making = new Map<string, Promise<Buffer>>();

  /** Words read in a voice, kept in storage under `key`: read from there, or made and kept now, once. */
  function audioOf(key: string, text: string, settings: SpeechSettingsRow) {
    const under = making.get(key);
    if (under) return under;
    const made = (async () => {
      const kept = await storage.read(key, 'private');
      if (kept) return kept;
      const voice = ESPEAK_VOICES[settings.voice as SpeechVoice];
      const wav = await engine.synthesize({ text, voice, rate: settings.rate });
      if (!readWav(wav)?.dataBytes) throw new Error(`the speech engine wrote no sound for ${key}`);
      await storage.put(key, wav, 'audio/wav', 'private');
      return wav;
    })().finally(() => making.delete(key));
    making.set(key, made);
    return made;
  }

  const giftAudio = (gift: SpokenGiftRow) => audioOf(speechKey(gift.id), spokenText(gift), gift.settings);

  /** Where the overlay fetches a spoken alert, at the volume the settings play it. */
  const spoken = (settings: SpeechSettingsRow, path: string): AlertSpeech => ({
    speech_url: `${publicUrl}/v1/overlay/${settings.token}/speech/${path}`,
    speech_volume: settings.volume / 100,
  });

  const speak: SpeakAlert = async (tx, alert) => {
    const settings = await repository.settings(tx, alert.creatorUserId);
    if (!settings || !speaks(settings, alert)) return { speech_url: null, speech_volume: null };
    // made now, so it is ready when the overlay asks; the overlay's ask makes it if the job has not yet
    await jobs.send('speak-gift', { giftId: alert.giftId }, { tx });
    return spoken(settings, alert.giftId);
  };

  const speakTest: SpeakTest = async (tx, creatorUserId) => {
    const settings = await repository.settings(tx, creatorUserId);
    return settings?.enabled ? spoken(settings, 'test') : { speech_url: null, speech_volume: null };
  };

  return {
    speak,
    speakTest,

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
      return giftAudio(gift);
    },

    /**
     * The test alert read as `userId`'s spoken alerts read now; 404 while they are off. The same words in
     * the same voice sound the same for every creator, so one file serves each voice, rate and length.
     */
    async testAudio(userId: string) {
      const settings = await repository.settingsOf(userId);
      if (!settings?.enabled) throw new AppError('not_found', say('speechOff'));
      const key = `speech/test/${settings.voice}-${settings.rate}-${settings.maxLength}.wav`;
      return audioOf(key, testText(settings), settings);
    },

    /** The `speak-gift` job: the gift's spoken message made ahead of the overlay's ask, if it still reads. */
    async makeAhead(giftId: string) {
      const gift = await repository.spokenGift({ giftId });
      if (gift && speaks(gift.settings, gift)) await giftAudio(gift);
    },
  };
}

export type SpeechService = ReturnType<typeof createSpeechService>;
