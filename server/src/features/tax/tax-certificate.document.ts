import { PassThrough } from 'node:stream';
import { formatCentavos, formatPesos } from '@pixel/contract';
import { CSV_BOM, csvField } from '../../lib/csv.ts';
import { onFirstUse } from '../../lib/first-use.ts';
import { drawable, interFonts } from '../../lib/pdf-fonts.ts';
import type { TaxCertificate } from './tax.service.ts';

const longDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }),
);
/** "2025-12-31" -> "December 31, 2025". */
const dayText = (day: string) => longDate().format(new Date(`${day}T00:00:00Z`));

/** The lines of the certificate, each a section, a label, a count where one applies and an amount. */
export function certificateLines(certificate: TaxCertificate) {
  const { payouts } = certificate;
  const lines: { section: string; label: string; transactions: number | null; amount: number }[] = [];
  for (const line of [...certificate.earnings, certificate.totalEarnings]) {
    lines.push(
      {
        section: 'Earnings',
        label: `${line.label}: gross`,
        transactions: line.transactions,
        amount: line.gross,
      },
      { section: 'Earnings', label: `${line.label}: PIXEL fees`, transactions: null, amount: line.fee },
      { section: 'Earnings', label: `${line.label}: net`, transactions: null, amount: line.net },
    );
  }
  lines.push(
    {
      section: 'Payouts',
      label: 'Gross remittances (payouts, withholding included)',
      transactions: payouts.transactions,
      amount: payouts.remitted,
    },
    {
      section: 'Payouts',
      label: 'Tax withheld (BIR RR 16-2023)',
      transactions: null,
      amount: payouts.withheld,
    },
    { section: 'Payouts', label: 'Received in your account', transactions: null, amount: payouts.received },
    { section: 'Payouts', label: 'Payout fees', transactions: null, amount: payouts.fees },
    {
      section: 'Balance',
      label: `Opening balance, ${dayText(certificate.from)}`,
      transactions: null,
      amount: certificate.opening,
    },
    {
      section: 'Balance',
      label: `Closing balance, ${dayText(certificate.to)}`,
      transactions: null,
      amount: certificate.closing,
    },
  );
  return lines;
}

export const certificateCsvHeader = ['Section', 'Line', 'Transactions', 'Amount'];

/** The certificate as a CSV file: one figure a row, for a spreadsheet or an accountant. */
export function certificateCsv(certificate: TaxCertificate) {
  const row = (fields: [string, 'text' | 'amount'][]) =>
    `${fields.map(([value, kind]) => csvField(value, kind)).join(',')}\r\n`;
  let csv = `${CSV_BOM}${certificateCsvHeader.join(',')}\r\n`;
  csv += row([
    ['Creator', 'text'],
    ['Page name', 'text'],
    ['', 'text'],
    [certificate.pageName, 'text'],
  ]);
  csv += row([
    ['Creator', 'text'],
    ['TIN', 'text'],
    ['', 'text'],
    [certificate.tin ?? 'Not given', 'text'],
  ]);
  csv += row([
    ['Period', 'text'],
    ['From', 'text'],
    ['', 'text'],
    [certificate.from, 'text'],
  ]);
  csv += row([
    ['Period', 'text'],
    ['To', 'text'],
    ['', 'text'],
    [certificate.to, 'text'],
  ]);
  for (const line of certificateLines(certificate)) {
    csv += row([
      [line.section, 'text'],
      [line.label, 'text'],
      [line.transactions === null ? '' : count(line.transactions), 'amount'],
      [formatCentavos(line.amount), 'amount'],
    ]);
  }
  return csv;
}

const MARGIN = 48;
const PAGE_WIDTH = 595.28;
const CELL_PADDING = 6;
const AMOUNT_WIDTH = 120;
const count = (n: number) => n.toLocaleString('en-US');
const TABLE_COLUMNS = [
  { label: '', width: 190, align: 'left' },
  { label: 'Transactions', width: 75, align: 'right' },
  { label: 'Gross', width: 85, align: 'right' },
  { label: 'PIXEL fees', width: 75, align: 'right' },
  { label: 'Net', width: 74, align: 'right' },
] as const;
const TABLE_WIDTH = TABLE_COLUMNS.reduce((total, column) => total + column.width, 0);

/**
 * The certificate as a one-page PDF (A4) in the embedded Inter (decision 0105): who it is for, earnings by
 * kind with gross, fees and net, the payouts with what was withheld, and the balances that tie them
 * together. pdfkit loads with the first PDF asked for, not with the server (decision 0077).
 */
export async function certificatePdf(certificate: TaxCertificate): Promise<Buffer> {
  const [{ default: PDFDocument }, fonts] = await Promise.all([import('pdfkit'), interFonts()]);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `PIXEL yearly earnings certificate ${certificate.year}`, Author: 'PIXEL' },
  });
  doc.registerFont('Inter', fonts.regular);
  doc.registerFont('Inter-Bold', fonts.bold);
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  doc.pipe(out);

  let y = MARGIN;
  const width = PAGE_WIDTH - 2 * MARGIN;
  const text = (value: string, options: { bold?: boolean; size?: number; gap?: number } = {}) => {
    doc.font(options.bold ? 'Inter-Bold' : 'Inter').fontSize(options.size ?? 10);
    const shown = drawable(doc, value);
    doc.text(shown, MARGIN, y, { width });
    y += doc.heightOfString(shown, { width }) + (options.gap ?? 4);
  };
  const rule = () => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(PAGE_WIDTH - MARGIN, y)
      .lineWidth(0.5)
      .stroke();
    y += 6;
  };
  const cells = (values: string[], bold = false) => {
    doc.font(bold ? 'Inter-Bold' : 'Inter').fontSize(9);
    let x = MARGIN;
    values.forEach((value, i) => {
      const column = TABLE_COLUMNS[i]!;
      doc.text(drawable(doc, value), x, y, {
        width: column.width - CELL_PADDING,
        align: column.align,
        lineBreak: false,
      });
      x += column.width;
    });
    y += 16;
  };
  const pair = (label: string, amount: number, bold = false) => {
    doc.font(bold ? 'Inter-Bold' : 'Inter').fontSize(9);
    doc.text(drawable(doc, label), MARGIN, y, { width: width - AMOUNT_WIDTH, lineBreak: false });
    // its right edge where the table's amounts end
    doc.text(formatPesos(amount), MARGIN + TABLE_WIDTH - AMOUNT_WIDTH, y, {
      width: AMOUNT_WIDTH - CELL_PADDING,
      align: 'right',
      lineBreak: false,
    });
    y += 16;
  };

  const period = `${dayText(certificate.from)} to ${dayText(certificate.to)}`;
  text('PIXEL yearly earnings certificate', { bold: true, size: 16, gap: 6 });
  text(`${certificate.year}${certificate.yearToDate ? ', year to date' : ''}: ${period} (Manila time)`, {
    gap: 12,
  });
  text(`Creator: ${certificate.pageName}`, { gap: 2 });
  text(`TIN: ${certificate.tin ?? 'Not given'}`, { gap: 12 });
  text(
    'What PIXEL collected for you, kept as fees, paid out to you and withheld for the BIR, from PIXEL’s ' +
      'ledger. Amounts in Philippine pesos (₱).',
    { size: 9, gap: 14 },
  );

  text('Earnings', { bold: true, size: 12, gap: 6 });
  cells(
    TABLE_COLUMNS.map((column) => column.label),
    true,
  );
  y -= 4;
  rule();
  for (const line of certificate.earnings) {
    cells([
      line.label,
      count(line.transactions),
      formatPesos(line.gross),
      formatPesos(line.fee),
      formatPesos(line.net),
    ]);
  }
  const total = certificate.totalEarnings;
  cells(
    [
      total.label,
      count(total.transactions),
      formatPesos(total.gross),
      formatPesos(total.fee),
      formatPesos(total.net),
    ],
    true,
  );
  y += 12;

  const { payouts } = certificate;
  text('Payouts', { bold: true, size: 12, gap: 6 });
  pair(
    `Gross remittances (${count(payouts.transactions)} ${payouts.transactions === 1 ? 'payout' : 'payouts'}, withholding included)`,
    payouts.remitted,
  );
  pair('Tax withheld (BIR RR 16-2023)', payouts.withheld);
  pair('Received in your account', payouts.received);
  pair('Payout fees', payouts.fees);
  y += 12;

  text('Balance', { bold: true, size: 12, gap: 6 });
  pair(`Opening balance, ${dayText(certificate.from)}`, certificate.opening);
  pair('Net earnings', total.net);
  pair('Gross remittances', -payouts.remitted);
  pair('Payout fees', -payouts.fees);
  rule();
  pair(`Closing balance, ${dayText(certificate.to)}`, certificate.closing, true);
  y += 14;
  text(
    'Tax withheld is creditable against your income tax. Refunds are what was given back to supporters ' +
      'out of your earnings, with PIXEL’s fee on them. Payouts that came back are taken off the payouts.',
    { size: 8 },
  );
  doc.end();
  await done;
  return Buffer.concat(chunks);
}
