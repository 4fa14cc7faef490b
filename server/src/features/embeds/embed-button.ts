import { createRequire } from 'node:module';
import sharp from 'sharp';
import { embedInk, type Language } from '@pixel/contract';
import { escapeHtml } from '../../lib/html.ts';
import { translator } from '../../lib/i18n.ts';

/** The button's size in CSS pixels: 44 high, as a touch target; its width is its words'. */
const HEIGHT = 44;
const FONT_SIZE = 15;
const PADDING = 20;
const ICON = 18;
const GAP = 8;
/** The PNG is drawn at twice the size it is shown at, sharp on a phone's screen. */
const PNG_SCALE = 2;

const HEART =
  'M12 21.35l-1.45-1.32C5.4 15.36 2 12.28 2 8.5 2 5.42 4.42 3 7.5 3c1.74 0 3.41.81 4.5 2.09C13.09 3.81 14.76 3 16.5 3 19.58 3 22 5.42 22 8.5c0 3.78-3.4 6.86-8.55 11.54L12 21.35z';

const fontFile = () =>
  createRequire(import.meta.url).resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

/** The words drawn in Inter Bold in `ink` on transparent, from the font file itself: no fonts installed are needed. */
async function wordsImage(words: string, scale: number, ink: string) {
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="${ink}">${escapeHtml(words)}</span>`,
      font: `Inter Bold ${FONT_SIZE}`,
      fontfile: fontFile(),
      rgba: true,
      // Pango's points are pixels at 72 dots an inch
      dpi: 72 * scale,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The width of the words at 1×, measured once per language: both the SVG and the PNG are laid out by it. */
const widths = new Map<Language, Promise<number>>();
function wordsWidth(language: Language, words: string) {
  let width = widths.get(language);
  if (!width) {
    width = wordsImage(words, 1, '#ffffff').then((image) => image.width);
    width.catch(() => widths.delete(language));
    widths.set(language, width);
  }
  return width;
}

/** The pill behind the words: the colour, the heart; its words added by the caller. */
function pill(width: number, color: string, ink: string, words = '') {
  const iconY = (HEIGHT - ICON) / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${HEIGHT}" viewBox="0 0 ${width} ${HEIGHT}"` +
    `${words ? ` role="img" aria-label="${escapeHtml(words)}"` : ''}>` +
    `<rect width="${width}" height="${HEIGHT}" rx="${HEIGHT / 2}" fill="${color}"/>` +
    `<g transform="translate(${PADDING} ${iconY}) scale(${ICON / 24})"><path d="${HEART}" fill="${ink}"/></g>`
  );
}

/**
 * The button a creator links to their gift page from any website (decision 0158): "Support me on PIXEL"
 * with a heart, on their colour. `svg` is text the browser draws in Inter when it has it, squeezed to the
 * width Inter's would take; `png` is drawn here from the font file, at twice its size.
 */
export async function embedButton(options: { format: 'svg' | 'png'; color: string; language: Language }) {
  const { format, color, language } = options;
  const words = translator(language)('embeds.button');
  const ink = embedInk(color);
  const textWidth = await wordsWidth(language, words);
  const width = PADDING + ICON + GAP + textWidth + PADDING;
  if (format === 'svg') {
    const x = PADDING + ICON + GAP;
    const text =
      `<text x="${x}" y="${HEIGHT / 2}" dominant-baseline="central" textLength="${textWidth}" lengthAdjust="spacingAndGlyphs"` +
      ` font-family="Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif" font-weight="700"` +
      ` font-size="${FONT_SIZE}" fill="${ink}">${escapeHtml(words)}</text>`;
    return Buffer.from(`${pill(width, color, ink, words)}${text}</svg>`);
  }
  const scaled = (value: number) => Math.round(value * PNG_SCALE);
  const image = await wordsImage(words, PNG_SCALE, ink);
  const background = Buffer.from(`${pill(width, color, ink)}</svg>`);
  // the SVG drawn at twice its size, sharp rather than enlarged
  return sharp(background, { density: 72 * PNG_SCALE })
    .resize(scaled(width), scaled(HEIGHT))
    .composite([
      {
        input: image.data,
        left: scaled(PADDING + ICON + GAP),
        top: Math.max(0, Math.round((scaled(HEIGHT) - image.height) / 2)),
      },
    ])
    .png()
    .toBuffer();
}
