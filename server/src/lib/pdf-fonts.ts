import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * Inter, the web app's font, as whole static Regular and Bold files: Latin, Vietnamese, Greek, Cyrillic
 * and "₱" (decision 0105). Read once per process, with the first PDF asked for (decision 0077).
 */
let interFiles: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
export function interFonts() {
  interFiles ??= readInter().catch((error: unknown) => {
    // a failed read is tried again by the next PDF rather than kept
    interFiles = undefined;
    throw error;
  });
  return interFiles;
}
async function readInter() {
  const { resolve } = createRequire(import.meta.url);
  const [regular, bold] = await Promise.all([
    readFile(resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf')),
    readFile(resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf')),
  ]);
  return { regular, bold };
}

/** pdfkit keeps the fontkit font it draws with on `_font`, which its types leave out. */
type DrawingFont = { hasGlyphForCodePoint(codePoint: number): boolean };
const fontInUse = (doc: PDFKit.PDFDocument) =>
  (doc as unknown as { _font: { font: DrawingFont } })._font.font;

/**
 * The text as the font in use can draw it, asked of the font: each character it has no glyph for (an
 * emoji, a script Inter lacks) or a control character becomes one "?", a whole emoji sequence one too.
 */
export function drawable(doc: PDFKit.PDFDocument, text: string) {
  const font = fontInUse(doc);
  const can = (character: string) =>
    !/\p{Cc}/u.test(character) && [...character].every((c) => font.hasGlyphForCodePoint(c.codePointAt(0)!));
  if (can(text)) return text;
  const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text);
  return Array.from(graphemes, ({ segment }) => (can(segment) ? segment : '?')).join('');
}
