/** The texts of `keys` from a catalogue group, typed as they are there. */
export const pick = <T extends Record<string, string>, K extends keyof T>(texts: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, texts[key]])) as Pick<T, K>;

/** The labels whose text is the same in two catalogues' `fields`, whatever the case. */
export const sameLabels = (english: Record<string, string>, other: Record<string, string>) =>
  Object.keys(english).filter((label) => other[label]?.toLowerCase() === english[label]!.toLowerCase());

/** What Support Me's and a gift reply's schemas can say, by key, and the labels they name. */
export const firstLoadSaid = {
  messages: [
    'fieldRequired',
    'fieldString',
    'fieldTooLong',
    'fieldNumber',
    'fieldNegative',
    'fieldLeadingZeros',
    'fieldDecimals',
    'fieldBoolean',
    'fieldSelectedInvalid',
  ],
  fields: ['amount', 'name', 'message', 'reply', 'source'],
} as const;
