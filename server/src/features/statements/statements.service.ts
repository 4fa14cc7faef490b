import { formatCentavos, type Language } from '@pixel/contract';
import { localiseTransaction, translator } from '../../lib/i18n.ts';
import { CSV_BOM, csvField } from '../../lib/csv.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { StatementCursor, StatementsRepository } from './statements.repository.ts';

const PAGE = 500;

const row = (fields: [string, 'text' | 'amount'][]) =>
  `${fields.map(([value, kind]) => csvField(value, kind)).join(',')}\r\n`;

const columns = [
  'date',
  'transactionNo',
  'type',
  'description',
  'reference',
  'gross',
  'fee',
  'net',
  'balance',
] as const;

/** A statement's CSV header in `language` (the reader's). */
export const statementHeader = (language: Language = 'en') => {
  const t = translator(language);
  return columns.map((column) => t(`statements.columns.${column}`));
};

/** A line's description in the reader's language, a gift from the creator's stream, standee or website marked so. */
export function describeLine(
  line: { description: string; fromStream: boolean; fromStandee: boolean; fromWebsite: boolean },
  language: Language,
) {
  const described = localiseTransaction(line.description, language);
  if (line.fromStream) return `${described} (${translator(language)('statements.fromStream')})`;
  if (line.fromStandee) return `${described} (${translator(language)('statements.fromStandee')})`;
  if (line.fromWebsite) return `${described} (${translator(language)('statements.fromWebsite')})`;
  return described;
}

/** One row of a statement: its opening balance, a transaction, or its closing balance. */
export type StatementRow =
  | { kind: 'opening' | 'closing'; at: Date; balance: number }
  | {
      kind: 'line';
      at: Date;
      transactionNo: string;
      type: string;
      description: string;
      /** A gift given from the creator's stream (its scan-to-gift code). */
      fromStream: boolean;
      /** A gift given by scanning the creator's printed standee. */
      fromStandee: boolean;
      /** A gift given through the button or widget on the creator's website. */
      fromWebsite: boolean;
      reference: string;
      gross: number;
      fee: number;
      net: number;
      balance: number;
    };

/**
 * A creator's statement for [from, to): the opening balance, every transaction with its gross, fee and
 * net and the balance after it, and the closing balance; opening plus the lines is the closing balance,
 * which is the ledger's own balance at `to`. Read a page at a time, so any range streams.
 */
export function createStatementsService(deps: { repository: StatementsRepository }) {
  const { repository } = deps;

  async function* rows(input: { userId: string; from: Date; to: Date }): AsyncGenerator<StatementRow> {
    let balance = await repository.balanceBefore(input.userId, input.from);
    yield { kind: 'opening', at: input.from, balance };
    let after: StatementCursor | null = null;
    do {
      const page = await repository.page({ ...input, after, limit: PAGE });
      for (const line of page.rows) {
        balance += line.net;
        yield {
          kind: 'line',
          at: line.createdAt,
          transactionNo: line.transactionNo,
          type: line.type,
          description: line.description,
          fromStream: line.fromStream,
          fromStandee: line.fromStandee,
          fromWebsite: line.fromWebsite,
          reference: line.reference ?? '',
          gross: line.net + line.fee,
          fee: line.fee,
          net: line.net,
          balance,
        };
      }
      after = page.next;
    } while (after);
    yield { kind: 'closing', at: input.to, balance };
  }

  return {
    rows,
    async *csv(input: { userId: string; from: Date; to: Date; language?: Language }): AsyncGenerator<string> {
      const t = translator(input.language ?? 'en');
      yield `${CSV_BOM}${statementHeader(input.language).join(',')}\r\n`;
      for await (const entry of rows(input)) {
        if (entry.kind === 'line') {
          yield row([
            [manilaTime(entry.at), 'text'],
            [entry.transactionNo, 'text'],
            [entry.type, 'text'],
            [describeLine(entry, input.language ?? 'en'), 'text'],
            [entry.reference, 'text'],
            [formatCentavos(entry.gross), 'amount'],
            [formatCentavos(entry.fee), 'amount'],
            [formatCentavos(entry.net), 'amount'],
            [formatCentavos(entry.balance), 'amount'],
          ]);
        } else {
          yield row([
            [manilaTime(entry.at), 'text'],
            ['', 'text'],
            [`${entry.kind}_balance`, 'text'],
            [entry.kind === 'opening' ? t('statements.opening') : t('statements.closing'), 'text'],
            ['', 'text'],
            ['', 'amount'],
            ['', 'amount'],
            ['', 'amount'],
            [formatCentavos(entry.balance), 'amount'],
          ]);
        }
      }
    },
  };
}

export type StatementsService = ReturnType<typeof createStatementsService>;
