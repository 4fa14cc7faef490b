import { PassThrough, type Readable } from 'node:stream';
import { formatPesos, type Language, type StandeeSize } from '@pixel/contract';
import { translator } from '../../lib/i18n.ts';
import { drawable, interFonts } from '../../lib/pdf-fonts.ts';

/** Millimetres in points. */
const mm = (value: number) => (value * 72) / 25.4;

/** The trimmed sheets, portrait, in points (ISO 216). */
const TRIM: Record<StandeeSize, { width: number; height: number }> = {
  a6: { width: mm(105), height: mm(148) },
  a5: { width: mm(148), height: mm(210) },
};
/**
 * What print shops ask for (decision 0156): 3 mm of background past each trimmed edge, so a cut a little off
 * leaves no white sliver; and nothing that matters within 5 mm of the trimmed edge on A6 (7 mm on A5).
 */
const BLEED = mm(3);
const SAFE = mm(5);

/** The standee is laid out on A6 (in its points) and drawn larger for A5: the same card, scaled. */
const BASE = TRIM.a6;
const brand = { violet: '#7c3aed', pink: '#ec4899', ink: '#1f1235' } as const;

/** The layout, in A6 points from the trimmed sheet's top left corner. */
const layout = {
  brand: { top: 20, mark: 20, gap: 7, size: 15 },
  avatar: { top: 50, size: 52, ring: 2 },
  name: { top: 110, sizes: [17, 15, 13, 11] },
  qr: { top: 138, panel: 200, padding: 10, radius: 14 },
  address: { top: 347, sizes: [10, 9, 8] },
  pill: { top: 368, height: 26, size: 10.5 },
} as const;

export interface StandeeInput {
  size: StandeeSize;
  pageName: string;
  /** What the code opens: the creator's page, the standee's source and the preset amount, if any. */
  link: string;
  /** The page's own address as people read it (`pixel.ph/maria`), printed under the code. */
  pageAddress: string;
  /** The preset gift amount in centavos, named in the call to action. */
  amount: number | null;
  /** The avatar's bytes (JPEG or PNG); null when the page has none: its initials stand in. */
  avatar: Buffer | null;
  /** The creator's: the call to action is in it. */
  language: Language;
}

/** A page name's initials: the first letter of its first two words ("Maria Sketches" -> "MS"). */
function initialsOf(name: string) {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const letters = words.slice(0, 2).map((word) => [...word][0] ?? '');
  return letters.join('').toLocaleUpperCase('en') || '?';
}

/** A QR code's dark squares, as runs along each row: [row, first column, length]. */
function qrRuns(modules: { size: number; get(row: number, col: number): number | boolean }) {
  const runs: [number, number, number][] = [];
  for (let row = 0; row < modules.size; row++) {
    let start = -1;
    for (let col = 0; col <= modules.size; col++) {
      const dark = col < modules.size && Boolean(modules.get(row, col));
      if (dark && start < 0) start = col;
      if (!dark && start >= 0) {
        runs.push([row, start, col - start]);
        start = -1;
      }
    }
  }
  return runs;
}

/**
 * A printable standee (decision 0156): on the brand's gradient, PIXEL's mark, the creator's avatar (round;
 * their initials when they have none), their page name, a large QR code (level H, drawn as vectors) on a
 * white panel, the page's address and what scanning does. A6 or A5 portrait with a 3 mm bleed; the trimmed
 * sheet is the PDF's TrimBox. pdfkit, the fonts and the QR library load with the first standee asked for.
 */
export async function standeePdf(input: StandeeInput): Promise<Readable> {
  const t = translator(input.language);
  const [{ default: PDFDocument }, { create: createQr }, fonts] = await Promise.all([
    import('pdfkit'),
    import('qrcode'),
    interFonts(),
  ]);
  const trim = TRIM[input.size];
  const doc = new PDFDocument({
    size: [trim.width + 2 * BLEED, trim.height + 2 * BLEED],
    margin: 0,
    info: { Title: t('standee.documentTitle', { name: input.pageName }), Author: 'PIXEL' },
  });
  // the sheet to cut to, and how far past it the background runs, for the print shop's software
  const boxes = (doc.page as unknown as { dictionary: { data: Record<string, number[]> } }).dictionary.data;
  boxes.TrimBox = [BLEED, BLEED, BLEED + trim.width, BLEED + trim.height];
  boxes.BleedBox = [0, 0, trim.width + 2 * BLEED, trim.height + 2 * BLEED];
  doc.registerFont('Inter', fonts.regular);
  doc.registerFont('Inter-Bold', fonts.bold);
  const out = new PassThrough();
  doc.pipe(out);

  const scale = trim.width / BASE.width;
  const bleed = BLEED / scale;
  const width = BASE.width;
  const centre = width / 2;
  const room = width - 2 * (SAFE + 6);
  doc.translate(BLEED, BLEED).scale(scale);

  // the background, out into the bleed
  const gradient = doc.linearGradient(-bleed, -bleed, width + bleed, BASE.height + bleed);
  gradient.stop(0, brand.violet).stop(1, brand.pink);
  doc.rect(-bleed, -bleed, width + 2 * bleed, BASE.height + 2 * bleed).fill(gradient);
  // a few soft squares in the corners, as on the QR card
  for (const [x, y, side] of [
    [10, 10, 22],
    [36, 20, 12],
    [16, 38, 10],
    [258, 372, 28],
    [240, 392, 12],
    [270, 350, 11],
  ] as const) {
    doc
      .roundedRect(x, y, side, side, side / 5)
      .fillOpacity(0.08)
      .fill('#ffffff');
  }
  doc.fillOpacity(1);

  // PIXEL's mark and wordmark, centred together
  {
    const { top, mark, gap, size } = layout.brand;
    doc.font('Inter-Bold').fontSize(size);
    const word = doc.widthOfString('PIXEL', { characterSpacing: 0.8 });
    const left = centre - (mark + gap + word) / 2;
    drawMark(doc, left, top, mark);
    doc.fillColor('#ffffff').text('PIXEL', left + mark + gap, top + mark / 2 - size * 0.6, {
      characterSpacing: 0.8,
      lineBreak: false,
    });
  }

  // the avatar in a white ring, or the initials
  {
    const { top, size, ring } = layout.avatar;
    const cy = top + size / 2;
    doc.circle(centre, cy, size / 2 + ring).fill('#ffffff');
    const drawn = input.avatar && drawAvatar(doc, input.avatar, centre, cy, size / 2);
    if (!drawn) {
      const initials = drawable(doc.font('Inter-Bold'), initialsOf(input.pageName));
      doc.fontSize(size * 0.38);
      const textWidth = doc.widthOfString(initials);
      doc
        .fillColor(brand.violet)
        .text(initials, centre - textWidth / 2, cy - size * 0.38 * 0.6, { lineBreak: false });
    }
  }

  // the page name, as large as fits
  fitLine(doc, {
    text: input.pageName,
    font: 'Inter-Bold',
    sizes: layout.name.sizes,
    top: layout.name.top,
    left: SAFE + 6,
    width: room,
    color: '#ffffff',
  });

  // the code, dark on white with a quiet zone, as large as the sheet allows
  {
    const { top, panel, padding, radius } = layout.qr;
    const left = centre - panel / 2;
    doc.roundedRect(left, top, panel, panel, radius).fill('#ffffff');
    const { modules } = createQr(input.link, { errorCorrectionLevel: 'H' });
    const quiet = 2;
    const cell = (panel - 2 * padding) / (modules.size + 2 * quiet);
    const origin = { x: left + padding + quiet * cell, y: top + padding + quiet * cell };
    for (const [row, col, length] of qrRuns(modules)) {
      // a hair taller than a module, so rows meet without a seam when printed or rendered
      doc.rect(origin.x + col * cell, origin.y + row * cell, length * cell, cell + 0.01);
    }
    doc.fill(brand.ink);
  }

  // the address under the code, and what scanning does
  fitLine(doc, {
    text: input.pageAddress,
    font: 'Inter-Bold',
    sizes: layout.address.sizes,
    top: layout.address.top,
    left: SAFE + 6,
    width: room,
    color: '#ffffff',
  });
  {
    const { top, height, size } = layout.pill;
    const call =
      input.amount === null
        ? t('standee.call')
        : t('standee.callAmount', { amount: formatPesos(input.amount) });
    doc.font('Inter-Bold').fontSize(size);
    const text = drawable(doc, call);
    const pillWidth = Math.min(doc.widthOfString(text) + 28, room + 12);
    doc
      .roundedRect(centre - pillWidth / 2, top, pillWidth, height, height / 2)
      .fillOpacity(0.2)
      .fill('#ffffff')
      .fillOpacity(1);
    fitLine(doc, {
      text: call,
      font: 'Inter-Bold',
      sizes: [size, size - 1, size - 2],
      top: top + (height - size * 1.2) / 2,
      left: centre - pillWidth / 2 + 10,
      width: pillWidth - 20,
      color: '#ffffff',
    });
  }

  doc.end();
  return out;
}

/** The PIXEL mark (a "P" made of pixels), violet on a white rounded square, `size` points wide. */
function drawMark(doc: PDFKit.PDFDocument, x: number, y: number, size: number) {
  const unit = size / 32;
  doc.roundedRect(x, y, size, size, 8 * unit).fill('#ffffff');
  for (const [left, top, w, h] of [
    [9, 8, 6, 16],
    [15, 8, 8, 6],
    [17, 12, 6, 6],
  ] as const) {
    doc.roundedRect(x + left * unit, y + top * unit, w * unit, h * unit, 1.5 * unit);
  }
  doc.fill(brand.violet);
}

/** The avatar clipped to a circle; false when its bytes are not an image pdfkit can place (JPEG, PNG). */
function drawAvatar(doc: PDFKit.PDFDocument, bytes: Buffer, cx: number, cy: number, radius: number) {
  let image: unknown;
  try {
    image = (doc as unknown as { openImage(src: Buffer): unknown }).openImage(bytes);
  } catch {
    return false;
  }
  doc.save();
  doc.circle(cx, cy, radius).clip();
  doc.image(image as Buffer, cx - radius, cy - radius, {
    cover: [radius * 2, radius * 2],
    align: 'center',
    valign: 'center',
  });
  doc.restore();
  return true;
}

/** One centred line of text in the largest of `sizes` that fits `width`; cut with an ellipsis if none does. */
function fitLine(
  doc: PDFKit.PDFDocument,
  line: {
    text: string;
    font: string;
    sizes: readonly number[];
    top: number;
    left: number;
    width: number;
    color: string;
  },
) {
  doc.font(line.font);
  const text = drawable(doc, line.text);
  const size =
    line.sizes.find((candidate) => doc.fontSize(candidate).widthOfString(text) <= line.width) ??
    line.sizes[line.sizes.length - 1]!;
  doc
    .fontSize(size)
    .fillColor(line.color)
    .text(text, line.left, line.top, {
      width: line.width,
      align: 'center',
      lineBreak: false,
      ellipsis: true,
      height: size * 1.4,
    });
}
