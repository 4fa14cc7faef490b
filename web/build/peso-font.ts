// `npm run peso-font -w web`: remakes src/app/fonts/inter-peso-wght-normal.woff2, Inter's peso sign alone.
//
// Every amount starts with ₱ (U+20B1), which Inter keeps in its latin-ext file: 85 KB a phone would download
// for one glyph. This cuts that glyph (with its weight axis, so ₱ is as bold as the digits after it) out of
// the latin-ext file the installed @fontsource-variable/inter ships; src/app/fonts.css gives it its own
// @font-face. The result is committed rather than made by `npm run build`: it is about a kilobyte, changes
// only with Inter, and a committed file leaves the dev server and the tests without a step to run first.
// Run it again after updating @fontsource-variable/inter, so ₱ stays the same Inter as the digits.
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';

export const PESO_FONT_FILE = path.resolve(
  import.meta.dirname,
  '../src/app/fonts/inter-peso-wght-normal.woff2',
);

/** Inter's ₱ as a variable woff2 (weights 100 to 900), made from the installed latin-ext file. */
export async function pesoFont(): Promise<Buffer> {
  const latinExt = createRequire(import.meta.url).resolve(
    '@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2',
  );
  return subsetFont(await fs.readFile(latinExt), '\u20B1', { targetFormat: 'woff2' });
}

if (process.argv[1] === import.meta.filename) {
  const font = await pesoFont();
  await fs.writeFile(PESO_FONT_FILE, font);
  console.log(`${path.relative(process.cwd(), PESO_FONT_FILE)}: ${font.length} bytes`);
}
