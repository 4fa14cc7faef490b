/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text
 * that a spreadsheet would run as a formula (= + - @ at the start) is led by an apostrophe.
 */
export function csvField(value: string, kind: 'text' | 'amount' = 'text') {
  const safe = kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A byte order mark, so spreadsheet programs read a CSV file's text as UTF-8. */
export const CSV_BOM = '\uFEFF';
