import { formatMoney } from '@/lib/money';
import { displayLink, type SharedPage } from './page-link';
import { drawQr, qrMatrix } from './qr-code';
import { i18n } from '../texts';

/** The two QR downloads of spec §9: the bare code, and a personalised card around it. */
export const qrImageSizes = {
  code: { width: 400, height: 400 },
  card: { width: 1000, height: 1200 },
} as const;

const brand = { violet: '#7c3aed', pink: '#ec4899', ink: '#1f1235' } as const;
const fontFamily = 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';

function canvasOf({ width, height }: { width: number; height: number }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images.');
  return { canvas, context };
}

function toPng(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be made.'))),
      'image/png',
    ),
  );
}

/** The code alone, dark on a transparent background: 400x400, to put on a poster or a photo. */
export async function qrCodePng(link: string): Promise<Blob> {
  const { canvas, context } = canvasOf(qrImageSizes.code);
  drawQr(context, qrMatrix(link), { x: 0, y: 0, size: canvas.width, color: '#000000' });
  return toPng(canvas);
}

/** Sets the largest font of `sizes` that fits `maxWidth`; the text is cut with an ellipsis if none does. */
function fitText(
  context: CanvasRenderingContext2D,
  text: string,
  weight: number,
  sizes: number[],
  maxWidth: number,
) {
  for (const size of sizes) {
    context.font = `${weight} ${size}px ${fontFamily}`;
    if (context.measureText(text).width <= maxWidth) return text;
  }
  let cut = text;
  while (cut.length > 1 && context.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** The PIXEL mark (a "P" made of pixels), white, `size` pixels square, at (x, y). */
function drawLogoMark(context: CanvasRenderingContext2D, x: number, y: number, size: number) {
  const unit = size / 32;
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.roundRect(x, y, size, size, 8 * unit);
  context.fill();
  context.fillStyle = brand.violet;
  for (const [left, top, width, height] of [
    [9, 8, 6, 16],
    [15, 8, 8, 6],
    [17, 12, 6, 6],
  ] as const) {
    context.beginPath();
    context.roundRect(x + left * unit, y + top * unit, width * unit, height * unit, 1.5 * unit);
    context.fill();
  }
}

/**
 * The personalised card, 1000x1200: the brand gradient, the PIXEL mark, the code on a white panel in the
 * middle, then the creator's page name and page address, and what scanning does.
 */
export async function qrCardPng({
  link,
  page,
  pageAddress,
  amount,
}: {
  /** what the code opens (may carry ?amount=) */
  link: string;
  page: SharedPage;
  /** the page's own address, printed under the name */
  pageAddress: string;
  /** the preset gift amount, e.g. "150.00" */
  amount?: string | null;
}): Promise<Blob> {
  const { width, height } = qrImageSizes.card;
  const { canvas, context } = canvasOf(qrImageSizes.card);
  // the font stack may name a web font that is still loading
  await document.fonts?.ready;

  const background = context.createLinearGradient(0, 0, width, height);
  background.addColorStop(0, brand.violet);
  background.addColorStop(1, brand.pink);
  context.fillStyle = background;
  context.fillRect(0, 0, width, height);

  // a few soft "pixels" in the corners
  context.fillStyle = 'rgba(255, 255, 255, 0.08)';
  for (const [x, y, size] of [
    [40, 40, 72],
    [128, 72, 40],
    [60, 128, 32],
    [860, 1060, 96],
    [800, 1120, 40],
    [900, 980, 36],
  ] as const) {
    context.beginPath();
    context.roundRect(x, y, size, size, size / 5);
    context.fill();
  }

  // the brand: mark and wordmark, centred together
  context.textBaseline = 'middle';
  context.font = `900 52px ${fontFamily}`;
  context.letterSpacing = '4px';
  const wordWidth = context.measureText('PIXEL').width;
  const markSize = 60;
  const brandLeft = (width - (markSize + 18 + wordWidth)) / 2;
  drawLogoMark(context, brandLeft, 70, markSize);
  context.fillStyle = '#ffffff';
  context.textAlign = 'left';
  context.fillText('PIXEL', brandLeft + markSize + 18, 102);
  context.letterSpacing = '0px';

  // the code on a white panel
  const panel = { x: 170, y: 190, size: 660 };
  context.save();
  context.shadowColor = 'rgba(31, 18, 53, 0.28)';
  context.shadowBlur = 48;
  context.shadowOffsetY = 18;
  context.fillStyle = '#ffffff';
  context.beginPath();
  context.roundRect(panel.x, panel.y, panel.size, panel.size, 48);
  context.fill();
  context.restore();
  drawQr(context, qrMatrix(link), {
    x: panel.x + 24,
    y: panel.y + 24,
    size: panel.size - 48,
    margin: 2,
    color: brand.ink,
  });

  // who it is for
  context.textAlign = 'center';
  context.fillStyle = '#ffffff';
  const name = fitText(context, page.page_name, 800, [68, 60, 52, 44], width - 140);
  context.fillText(name, width / 2, 950);
  context.fillStyle = 'rgba(255, 255, 255, 0.92)';
  const address = fitText(context, displayLink(pageAddress), 600, [36, 32, 28], width - 140);
  context.fillText(address, width / 2, 1018);

  // what scanning does, on a pill
  const tagline = amount
    ? i18n.t('share.card.taglineAmount', { amount: formatMoney(amount) })
    : i18n.t('share.card.tagline');
  context.font = `700 30px ${fontFamily}`;
  const pillWidth = context.measureText(tagline).width + 64;
  context.fillStyle = 'rgba(255, 255, 255, 0.18)';
  context.beginPath();
  context.roundRect((width - pillWidth) / 2, 1080, pillWidth, 64, 32);
  context.fill();
  context.fillStyle = '#ffffff';
  context.fillText(tagline, width / 2, 1113);

  return toPng(canvas);
}

/** Saves `blob` as a file through the browser's download. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = filename;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // the browser reads the file after the click has returned
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
