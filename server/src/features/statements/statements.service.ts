import { formatCentavos } from '@pixel/contract';
import type { StatementsRepository } from './statements.repository.ts';

const PAGE = 500;
// the Philippines keeps UTC+8 all year
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** Midnight (Manila) of a YYYY-MM-DD day, as an instant. */
export const manilaMidnight = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - MANILA_OFFSET_MS);

/** "2026-11-22 14:05" in Manila time: one format, read the same by people and spreadsheets. */
const manilaTime = (at: Date) =>
  new Date(at.getTime() + MANILA_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled. Text
 * that a spreadsheet would run as a formula (= + - @ at the start) is led by an apostrophe.
 */
export function csvField(value: string, kind: 'text' | 'amount' = 'text') {
  const safe = kind === 'text' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const row = (fields: [string, 'text' | 'amount'][]) =>
  `${fields.map(([value, kind]) => csvField(value, kind)).join(',')}\r\n`;

export const statementHeader = [
  'Date',
  'Transaction no',
  'Type',
  'Description',
  'Reference',
  'Gross',
  'Fee',
  'Net',
  'Balance',
];

/**
 * A creator's statement for [from, to): the opening balance, every transaction with its gross, fee and
 * net and the balance after it, and the closing balance; opening plus the lines is the closing balance,
 * which is the ledger's own balance at `to`. Written as it is read, a page at a time.
 */
export function createStatementsService(deps: { repository: StatementsRepository }) {
  const { repository } = deps;
  return {
    async *csv(input: { userId: string; from: Date; to: Date }): AsyncGenerator<string> {
      // a byte order mark, so spreadsheet programs read the text as UTF-8
      yield `\uFEFF${statementHeader.join(',')}\r\n`;
      let balance = await repository.balanceBefore(input.userId, input.from);
      yield row([
        [manilaTime(input.from), 'text'],
        ['', 'text'],
        ['opening_balance', 'text'],
        ['Opening balance', 'text'],
        ['', 'text'],
        ['', 'amount'],
        ['', 'amount'],
        ['', 'amount'],
        [formatCentavos(balance), 'amount'],
      ]);
      let after: { createdAt: Date; transactionId: string } | null = null;
      for (;;) {
        const lines = await repository.page({ ...input, after, limit: PAGE });
        for (const line of lines) {
          balance += line.net;
          yield row([
            [manilaTime(line.createdAt), 'text'],
            [line.transactionNo, 'text'],
            [line.type, 'text'],
            [line.description, 'text'],
            [line.reference ?? '', 'text'],
            [formatCentavos(line.net + line.fee), 'amount'],
            [formatCentavos(line.fee), 'amount'],
            [formatCentavos(line.net), 'amount'],
            [formatCentavos(balance), 'amount'],
          ]);
        }
        if (lines.length < PAGE) break;
        const last: (typeof lines)[number] = lines[lines.length - 1]!;
        after = { createdAt: last.createdAt, transactionId: last.transactionId };
      }
      yield row([
        [manilaTime(input.to), 'text'],
        ['', 'text'],
        ['closing_balance', 'text'],
        ['Closing balance', 'text'],
        ['', 'text'],
        ['', 'amount'],
        ['', 'amount'],
        ['', 'amount'],
        [formatCentavos(balance), 'amount'],
      ]);
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
