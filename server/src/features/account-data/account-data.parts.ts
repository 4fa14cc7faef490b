import { supportEmail } from '@pixel/contract';
import { CSV_BOM, csvField } from '../../lib/csv.ts';
import { at, part, type Cell, type ExportFileRow, type ExportPart } from '../personal-data.ts';

/** A part's CSV file (RFC 4180, UTF-8 with a byte order mark): a header, then a line per row. */
export function partCsv(p: ExportPart) {
  const amounts = new Set(p.amountColumns);
  const cell = (key: string, value: Cell) => {
    if (value === null) return '';
    if (Array.isArray(value)) return csvField(value.join('; '));
    if (typeof value === 'number') return String(value);
    if (typeof value === 'boolean') return value ? 'true' : 'false';
    return csvField(value, amounts.has(key) ? 'amount' : 'text');
  };
  const lines = [
    p.columns.map((key) => csvField(key)).join(','),
    ...p.rows.map((row) => p.columns.map((key) => cell(key, row[key] ?? null)).join(',')),
  ];
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** A part's JSON file: the rows (or the one record), two spaces deep. */
export const partJson = (p: ExportPart) =>
  `${JSON.stringify(p.single ? (p.rows[0] ?? null) : p.rows, null, 2)}\n`;

/** The last part: every file of the person's, where it is in the ZIP, and whether it fitted. */
export const filesPart = (files: ExportFileRow[]) =>
  part(
    'files',
    'The images you uploaded, as stored (the originals): where each is in this ZIP.',
    ({ col }) => [
      col('path', (r) => r.path),
      col('kind', (r) => r.kind),
      col('post_id', (r) => r.postId),
      col('bytes', (r) => r.bytes),
      col('included', (r) => r.included),
      col('uploaded_at', (r) => at(r.uploadedAt)),
    ],
    files,
  );

/** README.txt: what the ZIP holds, part by part. */
export function readme(input: {
  pageName: string;
  pageUrl: string;
  at: Date;
  parts: ExportPart[];
  filesLeftOut: number;
}) {
  const lines = [
    `Your PIXEL data: ${input.pageName} (${input.pageUrl})`,
    `Made ${input.at.toISOString()} (UTC).`,
    '',
    'Each part is in two files: <part>.json (for programs) and <part>.csv (for spreadsheets; UTF-8).',
    'Times are in UTC (ISO 8601). Amounts are given twice: <name>_centavos, a whole number of centavos',
    '(100 centavos = ₱1.00), and <name>, as people read it ("₱1,234.50").',
    'Bank and e-wallet account numbers are masked to their last 4 digits.',
    '',
    'The parts:',
    '',
    ...input.parts.map(
      (p) => `${p.name}: ${p.about} (${p.rows.length} ${p.rows.length === 1 ? 'record' : 'records'})`,
    ),
    '',
    'files/: the images themselves. files/posts/<post id>/ holds the photos of each post in their order;',
    'files/avatars/, files/covers/ and files/uploads/ hold your other uploads.',
  ];
  if (input.filesLeftOut) {
    lines.push(
      '',
      `${input.filesLeftOut} files did not fit in this download (files.csv marks them included: false).`,
      `Write to ${supportEmail} and we will send them to you.`,
    );
  }
  return `${lines.join('\n')}\n`;
}
