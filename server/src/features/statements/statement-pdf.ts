import { once } from 'node:events';
import { PassThrough, type Readable } from 'node:stream';
import { setImmediate } from 'node:timers/promises';
import { formatPesos, type Language } from '@pixel/contract';
import { translator } from '../../lib/i18n.ts';
import { manilaTime } from '../../lib/manila.ts';
import { drawable, interFonts } from '../../lib/pdf-fonts.ts';
import { describeLine, type StatementRow } from './statements.service.ts';

const MARGIN = 36;
const ROW_HEIGHT = 16;
const CELL_SIZE = 8;
// between a cell and the next: wider than a space, so a reader (or a PDF's text extraction) tells them apart
const PADDING = 6;
// A4 in points
const PAGE = { width: 595.28, height: 841.89 };
// a description too long is cut with an ellipsis; a date, a number or an amount is made smaller to fit whole
const columns = [
  { label: 'dateManila', width: 76, align: 'left', overflow: 'shrink' },
  { label: 'columns.transactionNo', width: 80, align: 'left', overflow: 'shrink' },
  { label: 'columns.description', width: 131, align: 'left', overflow: 'ellipsis' },
  { label: 'columns.gross', width: 60, align: 'right', overflow: 'shrink' },
  { label: 'columns.fee', width: 48, align: 'right', overflow: 'shrink' },
  { label: 'columns.net', width: 60, align: 'right', overflow: 'shrink' },
  { label: 'columns.balance', width: 68, align: 'right', overflow: 'shrink' },
] as const;
/** Above this much unread output, writing waits for the reader. */
const UNREAD_LIMIT = 256 * 1024;

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
  /** The reader's: the headings, labels and descriptions are in it, the figures as they are. */
  language?: Language;
}): Promise<Readable> {
  const language = input.language ?? 'en';
  const t = translator(language);
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), interFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: t('statements.documentTitle', { from: input.from, to: input.to }), Author: 'PIXEL' },
  });
  doc.registerFont('Inter', fonts.regular);
  doc.registerFont('Inter-Bold', fonts.bold);
  const out = new PassThrough();
  doc.pipe(out);

  let y = MARGIN;
  const cells = (values: string[], options: { bold?: boolean } = {}) => {
    doc.font(options.bold ? 'Inter-Bold' : 'Inter');
    let x = MARGIN;
    values.forEach((value, i) => {
      const column = columns[i]!;
      const text = drawable(doc, value);
      const room = column.width - PADDING;
      const width = doc.fontSize(CELL_SIZE).widthOfString(text);
      if (column.overflow === 'shrink' && width > room) doc.fontSize((CELL_SIZE * room) / width);
      // on the row's one baseline, where a smaller cell sits too
      doc.text(text, x, y + CELL_SIZE, {
        baseline: 'alphabetic',
        width: room,
        height: ROW_HEIGHT,
        align: column.align,
        lineBreak: false,
        ellipsis: column.overflow === 'ellipsis',
      });
      x += column.width;
    });
    y += ROW_HEIGHT;
  };
  const tableHeader = () => {
    cells(
      columns.map((column) => t(`statements.${column.label}`)),
      { bold: true },
    );
    doc
      .moveTo(MARGIN, y - 4)
      .lineTo(PAGE.width - MARGIN, y - 4)
      .lineWidth(0.5)
      .stroke();
  };
  const balanceRow = (label: string, row: StatementRow) =>
    cells([manilaTime(row.at), '', label, '', '', '', formatPesos(row.balance)], { bold: true });

  async function write() {
    doc.font('Inter-Bold').fontSize(16).text(t('statements.title'), MARGIN, y);
    y += 24;
    doc.font('Inter').fontSize(10);
    doc
      .text(drawable(doc, input.pageName), MARGIN, y)
      .text(t('statements.range', { from: input.from, to: input.to }), MARGIN, y + 14);
    y += 40;
    tableHeader();
    for await (const row of input.rows) {
      if (y + ROW_HEIGHT > PAGE.height - MARGIN) {
        // shaping text in an embedded font costs about a millisecond a row: other requests get a turn
        await setImmediate();
        doc.addPage();
        y = MARGIN;
        tableHeader();
        // a slow reader holds the writing back instead of the whole file piling up here
        if (doc.readableLength > UNREAD_LIMIT || out.writableNeedDrain) {
          await Promise.race([once(out, 'drain'), once(out, 'close')]);
        }
      }
      if (row.kind !== 'line')
        balanceRow(row.kind === 'opening' ? t('statements.opening') : t('statements.closing'), row);
      else {
        cells([
          manilaTime(row.at),
          row.transactionNo,
          describeLine(row, language),
          formatPesos(row.gross),
          formatPesos(row.fee),
          formatPesos(row.net),
          formatPesos(row.balance),
        ]);
      }
    }
    doc.end();
  }
  write().catch((error: unknown) => out.destroy(error as Error));
  return out;
}
