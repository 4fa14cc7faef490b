// Draws one SVG (standard input) as a PNG (standard output) at the density given, within the processor
// time given (milliseconds). A process of its own, started by lib/images.ts: drawing an SVG is one call
// that nothing can interrupt, and that holds a thread of the process it runs in until it is done, so the
// drawing runs here, where ending the process ends it.
import { Buffer } from 'node:buffer';
import process from 'node:process';
import { setInterval } from 'node:timers';
import sharp from 'sharp';

const [density, cpuLimitMs] = process.argv.slice(2).map(Number);

// processor time rather than time on the clock: a busy machine draws slower, not more. Only a signal ends
// a process whose threads are busy (exit waits for them)
setInterval(() => {
  const { user, system } = process.cpuUsage();
  if (user + system > cpuLimitMs * 1000) process.kill(process.pid, 'SIGKILL');
}, 50).unref();

sharp.cache(false);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const png = await sharp(Buffer.concat(chunks), { density, failOn: 'error' })
  .png({ compressionLevel: 1 })
  .toBuffer();
process.stdout.write(png);
