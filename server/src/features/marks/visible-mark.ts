import { createRequire } from 'node:module';
import sharp from 'sharp';
import { escapeHtml } from '../../lib/html.ts';

const fontFile = () =>
  createRequire(import.meta.url).resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf');

/** The words' height as a share of the photo's shorter side, and their margin from its corner. */
const SIZE_SHARE = 0.028;
const MARGIN_SHARE = 0.02;

/**
 * `photo` with `words` (a viewer's page address) in its bottom right corner as it is shown (decision 0163):
 * white Inter Bold at 70 % over a soft dark shadow, readable on light and dark photos alike, sized by the
 * photo; drawn from the font file itself, so no fonts need be installed. Answered as a lossless PNG for the
 * invisible mark to be laid over next (`markPhoto` makes the one JPEG). Thin strokes, not a box: the
 * invisible mark's reading compares a copy with the original, and a corner of strokes moves it little.
 */
export async function withVisibleMark(photo: Buffer, words: string): Promise<Buffer> {
  const oriented = await sharp(photo).rotate().removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height, channels } = oriented.info;
  const shorter = Math.min(width, height);
  const size = Math.max(10, Math.round(shorter * SIZE_SHARE));
  const margin = Math.max(6, Math.round(shorter * MARGIN_SHARE));
  const room = width - 2 * margin;
  const wordsIn = async (ink: string) => {
    const drawn = await sharp({
      text: {
        text: `<span foreground="${ink}">${escapeHtml(words)}</span>`,
        font: `Inter Bold ${size}`,
        fontfile: fontFile(),
        rgba: true,
        dpi: 72,
      },
    })
      .png()
      .toBuffer({ resolveWithObject: true });
    // never wider than the photo's margins allow: a long address on a small photo is drawn smaller
    if (drawn.info.width <= room) return drawn;
    return sharp(drawn.data).resize({ width: room }).png().toBuffer({ resolveWithObject: true });
  };
  const [light, dark] = await Promise.all([wordsIn('#ffffffb3'), wordsIn('#00000073')]);
  const left = Math.max(0, width - margin - light.info.width);
  const top = Math.max(0, height - margin - light.info.height);
  const shadow = await sharp(dark.data)
    .blur(Math.max(1, size / 8))
    .png()
    .toBuffer();
  return sharp(oriented.data, { raw: { width, height, channels } })
    .composite([
      {
        input: shadow,
        left: Math.min(width - dark.info.width, left + 1),
        top: Math.min(height - dark.info.height, top + 1),
      },
      { input: light.data, left, top },
    ])
    .png()
    .toBuffer();
}
