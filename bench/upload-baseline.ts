/**
 * The baseline of `image-upload.bench.ts`, in a process of its own as the server is: started the same way
 * (the same Node.js through tsx, the same environment) and leaving sharp as the server leaves it, so
 * libvips runs with the same threads, cache and thread pool. It reads the photo from the file named on
 * its command line, then answers each `{ count, concurrency }` message with the seconds that many bare
 * resizes took (each from a fresh copy of the bytes, as each upload's body is) and the processor time
 * its process spent on them.
 */
import fs from 'node:fs/promises';
import sharp from 'sharp';

export interface BaselineRound {
  count: number;
  concurrency: number;
}

export interface BaselineAnswer {
  seconds: number;
  /** Processor seconds of this process, all its threads, during the round. */
  cpuSeconds: number;
  /** The widest output of the round: each resize made a 2000-wide JPEG. */
  width: number;
}

/** The bare work: the same file decoded, resized to 2000 wide and encoded as JPEG at the server's quality. */
async function bareResize(photo: Buffer) {
  const { info } = await sharp(Buffer.from(photo))
    .resize({ width: 2000 })
    .jpeg({ quality: 82 })
    .toBuffer({ resolveWithObject: true });
  return info.width;
}

async function serve() {
  const file = process.argv[2];
  if (!file || !process.send) throw new Error('start with fork(upload-baseline.ts, [photo file])');
  const photo = await fs.readFile(file);
  process.on('message', (message: BaselineRound) => {
    void (async () => {
      let next = 0;
      let width = 0;
      const started = process.hrtime.bigint();
      const cpu = process.cpuUsage();
      await Promise.all(
        Array.from({ length: message.concurrency }, async () => {
          while (next < message.count) {
            next++;
            width = Math.max(width, await bareResize(photo));
          }
        }),
      );
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const { user, system } = process.cpuUsage(cpu);
      process.send!({ seconds, cpuSeconds: (user + system) / 1e6, width } satisfies BaselineAnswer);
    })();
  });
  process.send({ ready: true });
  // ends when the bench closes the channel
  process.on('disconnect', () => process.exit(0));
}

await serve();
