import { z } from 'zod';
import type { FieldLabel } from './fields.ts';
import { amountField, moneyString } from './money.ts';
import { overlayTokenParams } from './overlay.ts';
import type { SchemaTable } from './route-table.ts';
import { says } from './said.ts';

/** The voices a creator may choose for spoken alerts: Filipino or English (decision 0145). */
export const speechVoices = ['fil', 'en'] as const;
export type SpeechVoice = (typeof speechVoices)[number];

/** The spoken alerts' ranges: words per minute, the widget's volume in percent, characters read. */
export const speechLimits = {
  rateMin: 80,
  rateMax: 300,
  volumeMin: 0,
  volumeMax: 100,
  maxLengthMin: 10,
  maxLengthMax: 300,
} as const;

const whole = (label: FieldLabel, min: number, max: number) =>
  z
    .number({ error: says('fieldNumber', { field: label }) })
    .int(says('fieldInteger', { field: label }))
    .min(min, says('fieldAtLeast', { field: label, min }))
    .max(max, says('fieldAtMost', { field: label, max }));

/** A creator's spoken alerts: which gifts' messages are read aloud on the overlay, and how. */
export const speechSettings = z.object({
  enabled: z.boolean(),
  /** The least a gift must be for its message to be read aloud. */
  min_amount: moneyString,
  voice: z.enum(speechVoices),
  /** Words per minute. */
  rate: z.number().int(),
  /** How loud the overlay plays it, in percent. */
  volume: z.number().int(),
  /** At most this many characters of the name and message are read. */
  max_length: z.number().int(),
});
export type SpeechSettings = z.infer<typeof speechSettings>;
export const speechSettingsResponse = z.object({ data: speechSettings });

export const speechSettingsRequest = z.strictObject({
  enabled: z.boolean({ error: says('fieldBoolean', { field: 'spoken alerts' }) }),
  min_amount: amountField('minimum amount'),
  voice: z.enum(speechVoices, { error: says('fieldSelectedInvalid', { field: 'voice' }) }),
  rate: whole('rate', speechLimits.rateMin, speechLimits.rateMax),
  volume: whole('volume', speechLimits.volumeMin, speechLimits.volumeMax),
  max_length: whole('maximum length', speechLimits.maxLengthMin, speechLimits.maxLengthMax),
});
export type SpeechSettingsRequest = z.input<typeof speechSettingsRequest>;

export const speechAudioParams = overlayTokenParams.extend({
  gift_id: z.uuid(says('fieldSelectedInvalid', { field: 'gift' })),
});

/** The schemas of `speechCalls` (`calls/speech.ts`). */
export const speechSchemas = {
  settings: { answers: { 200: speechSettingsResponse } },
  update: { body: speechSettingsRequest, answers: { 200: speechSettingsResponse } },
  // a WAV file, not JSON: what the overlay plays after a gift's alert
  audio: {
    params: speechAudioParams,
    answers: { 200: z.string().describe('WAV audio') },
    produces: ['audio/wav'],
  },
  // the test alert's words read in the creator's voice, as they are set now
  testAudio: {
    params: overlayTokenParams,
    answers: { 200: z.string().describe('WAV audio') },
    produces: ['audio/wav'],
  },
} as const satisfies SchemaTable;
