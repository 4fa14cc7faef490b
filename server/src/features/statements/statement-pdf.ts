import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { formatCentavos } from '@pixel/contract';
import { manilaTime } from '../../lib/manila.ts';
import type { StatementRow } from './statements.service.ts';

const MARGIN = 36;
const ROW_HEIGHT = 16;
// A4 in points
const PAGE = { width: 595.28, height: 841.89 };
const columns = [
  { label: 'Date (Manila)', width: 78, align: 'left' },
  { label: 'Transaction no', width: 78, align: 'left' },
  { label: 'Description', width: 155, align: 'left' },
  { label: 'Gross', width: 52, align: 'right' },
  { label: 'Fee', width: 44, align: 'right' },
  { label: 'Net', width: 52, align: 'right' },
  { label: 'Balance', width: 64, align: 'right' },
] as const;
/** Above this much unread output, writing waits for the reader. */
const UNREAD_LIMIT = 256 * 1024;

// the standard PDF fonts carry Latin-1 only: anything else (emoji, other scripts) is shown as "?"
const latin1 = (text: string) => text.replace(/[^\x20-\x7E\xA0-\xFF]/gu, '?');

/**
 * A statement as a PDF (A4, a table of every line with its gross, fee, net and running balance, between
 * the opening and closing balances), written page by page as the rows are read, so any range streams.
 * pdfkit and its fonts load with the first PDF asked for, not with the server (decision 0077).
 */
export async function statementPdf(input: {
  pageName: string;
  from: string;
  to: string;
  rows: AsyncIterable<StatementRow>;
}): Promise<Readable> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `PIXEL statement ${input.from} to ${input.to}`, Author: 'PIXEL' },
  });
  const out = new PassThrough();
  doc.pipe(out);

  let y = MARGIN;
  const cells = (values: string[], options: { bold?: boolean } = {}) => {
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8);
    let x = MARGIN;
    values.forEach((value, i) => {
      const column = columns[i]!;
      doc.text(latin1(value), x, y, {
        width: column.width - 4,
        height: ROW_HEIGHT,
        align: column.align,
        lineBreak: false,
        ellipsis: true,
      });
      x += column.width;
    });
    y += ROW_HEIGHT;
  };
  const tableHeader = () => {
    cells(
      columns.map((column) => column.label),
      { bold: true },
    );
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(PAGE.width - MARGIN, y - 4)
      .lineWidth(0.5)
      .stroke();
  };
  const balanceRow = (label: string, row: StatementRow) =>
    cells([manilaTime(row.at), '', label, '', '', '', formatCentavos(row.balance)], { bold: true });

  async function write() {
    doc.font('Helvetica-Bold').fontSize(16).text('PIXEL statement', MARGIN, y);
    y += 24;
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(latin1(input.pageName), MARGIN, y)
      .text(
        `${input.from} to ${input.to}, both days included. Amounts in Philippine pesos (PHP).`,
        MARGIN,
        y + 14,
      );
    y += 40;
    tableHeader();
    for await (const row of input.rows) {
      if (y + ROW_HEIGHT > PAGE.height - MARGIN) {
        doc.addPage();
        y = MARGIN;
        tableHeader();
        // a slow reader holds the writing back instead of the whole file piling up here
        if (doc.readableLength > UNREAD_LIMIT || out.writableNeedDrain) {
          await Promise.race([once(out, 'drain'), once(out, 'close')]);
        }
      }
      if (row.kind !== 'line')
        balanceRow(row.kind === 'opening' ? 'Opening balance' : 'Closing balance', row);
      else {
        cells([
          manilaTime(row.at),
          row.transactionNo,
          row.description,
          formatCentavos(row.gross),
          formatCentavos(row.fee),
          formatCentavos(row.net),
          formatCentavos(row.balance),
        ]);
      }
    }
    doc.end();
  }
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
