/**
 * A buyer's mark on a paid photo (decision 0152): the time to mark a 2000 px photo (decode, the mark laid
 * over it, encode) against a plain sharp re-encode of the same photo at the same quality in the same run,
 * taking turns; the ratio of the re-encode's median to the mark's is the figure (target ≥ 0.3). Also: the
 * time to read a leaked copy (saved at JPEG 70, halved, cropped 10 % a side) against 50 purchases.
 *
 *   npm run bench:marks     (BENCH_ROUNDS to tune)
 */
import sharp from 'sharp';
import { markPattern, markPhoto, readMark } from '../server/src/features/marks/buyer-mark.ts';
import { sceneImage } from '../server/src/seed/demo-pictures.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 15);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const palette = {
  sky: ['#7fb2e5', '#f3d9b1'],
  sun: '#ffd27f',
  hills: ['#5d8a66', '#3f6b4f', '#2b4a38'],
} as unknown as Parameters<typeof sceneImage>[0];

// a 2000 x 1333 photo with a camera's grain, as a phone saves it
const [width, height] = [2000, 1333];
const grain = await sharp({
  create: {
    width,
    height,
    channels: 3,
    background: '#808080',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .blur(1.2)
  .png()
  .toBuffer();
const photo = await sharp(await sceneImage(palette, 21, { width, height }))
  .composite([{ input: grain, blend: 'overlay' }])
  .jpeg({ quality: 90 })
  .toBuffer();
const purchases = Array.from({ length: 50 }, (_, n) => {
  const id = `purchase-${n}`;
  return { id, pattern: markPattern('bench-secret', id) };
});

const timed = async (work: () => Promise<unknown>) => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

// once each before timing: the first calls load code and warm sharp's caches
await markPhoto(photo, purchases[0]!.pattern);
await sharp(photo).rotate().jpeg({ quality: 92 }).toBuffer();

const marking: number[] = [];
const plain: number[] = [];
const reading: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const purchase = purchases[round % purchases.length]!;
  let marked: Buffer = Buffer.alloc(0);
  marking.push(await timed(async () => (marked = await markPhoto(photo, purchase.pattern))));
  plain.push(await timed(() => sharp(photo).rotate().jpeg({ quality: 92 }).toBuffer()));
  const half = await sharp(await sharp(marked).jpeg({ quality: 70 }).toBuffer())
    .resize(width / 2)
    .jpeg({ quality: 70 })
    .toBuffer();
  const copy = await sharp(half)
    .extract({ left: 100, top: 67, width: 800, height: 533 })
    .jpeg({ quality: 70 })
    .toBuffer();
  let named = '';
  reading.push(
    await timed(async () => {
      const found = await readMark(photo, copy, purchases);
      named = found.found ? found.id : '';
    }),
  );
  if (named !== purchase.id)
    throw new Error(`round ${round}: the leaked copy was not traced to ${purchase.id}`);
}

const markMs = median(marking);
const plainMs = median(plain);
const ratio = plainMs / markMs;
console.log(
  `bench:marks summary | a ${width} x ${height} photo | marked ${markMs.toFixed(1)} ms | plain sharp re-encode ` +
    `at the same quality ${plainMs.toFixed(1)} ms | ratio ${ratio.toFixed(2)} (target ≥ 0.3: ${ratio >= 0.3 ? 'met' : 'NOT met'}) ` +
    `| a leaked copy read against 50 purchases ${median(reading).toFixed(0)} ms | median of ${ROUNDS}, taking turns`,
);
