/** A plain JSON object (not null, not a list): what an answer's fields are read from before they are trusted. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
