import type { Redis } from 'ioredis';

/** A visitors' copy as every instance may send it: its type, bytes and compressed bytes. */
export interface SharedCopy {
  type: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
}

// a page's copies live under its generation, which every drop moves on: a copy made from data read before
// a drop is never written under the generation after it, and the copies of an old generation are never
// read again (they expire with their lifetime)
const READ = `
local generation = redis.call('GET', KEYS[1]) or '0'
local key = ARGV[1] .. generation .. ':' .. ARGV[2]
return {generation, redis.call('GET', key) or '', redis.call('PTTL', key)}`;
const WRITE = `
if (redis.call('GET', KEYS[1]) or '0') ~= ARGV[1] then return 0 end
redis.call('SET', ARGV[2] .. ARGV[1] .. ':' .. ARGV[3], ARGV[4], 'PX', ARGV[5])
return 1`;
// a generation outlives every copy made under it by far
const GENERATION_LIFETIME_MS = 86_400_000;
// after a failure Redis is left alone this long: a stalled Redis costs a request a timeout now and then
const RESTING_MS = 5_000;

const keysOf = (page: string) => ({
  generation: `pixel:public-cache:{${page}}:generation`,
  copies: `pixel:public-cache:{${page}}:copy:`,
});

/** Four length-prefixed parts in one value. */
function pack(copy: SharedCopy) {
  const parts = [Buffer.from(copy.type), copy.body, copy.br, copy.gzip];
  const header = Buffer.alloc(16);
  parts.forEach((part, i) => header.writeUInt32BE(part.length, i * 4));
  return Buffer.concat([header, ...parts]);
}

function unpack(value: Buffer): SharedCopy | null {
  if (value.length < 16) return null;
  const lengths = [0, 1, 2, 3].map((i) => value.readUInt32BE(i * 4));
  if (16 + lengths.reduce((a, b) => a + b, 0) !== value.length) return null;
  const parts: Buffer[] = [];
  let at = 16;
  for (const length of lengths) {
    parts.push(value.subarray(at, at + length));
    at += length;
  }
  return { type: parts[0]!.toString(), body: parts[1]!, br: parts[2]!, gzip: parts[3]! };
}

/**
 * The public cache's second level, in Redis: a copy one instance made is sent by every instance, and a
 * drop moves the page's generation for all of them. Redis being away or slow only costs the copies:
 * reads answer nothing and writes are skipped, for a few seconds after each failure.
 */
export function sharedCopies(redis: Redis, options: { ttlMs: number; onError: (err: unknown) => void }) {
  let restingUntil = 0;
  const failed = (err: unknown) => {
    restingUntil = Date.now() + RESTING_MS;
    options.onError(err);
  };
  const resting = () => Date.now() < restingUntil;

  return {
    /** The page's generation now, and its copy of `url` under it with how long it has left, if any. */
    async read(page: string, url: string) {
      if (resting()) return null;
      const keys = keysOf(page);
      try {
        const [generation, value, pttl] = (await redis.callBuffer('EVAL', [
          READ,
          1,
          keys.generation,
          keys.copies,
          url,
        ])) as [Buffer, Buffer, number];
        const copy = value.length ? unpack(value) : null;
        return { generation: generation.toString(), copy, lifeMs: copy ? Number(pttl) : 0 };
      } catch (err) {
        failed(err);
        return null;
      }
    },

    /** Keeps `copy` under `generation`, unless the page was dropped since that generation was read. */
    async write(page: string, generation: string, url: string, copy: SharedCopy) {
      if (resting()) return;
      const keys = keysOf(page);
      await redis
        .eval(WRITE, 1, keys.generation, generation, keys.copies, url, pack(copy), options.ttlMs)
        .catch(failed);
    },

    /** Moves each page's generation on, then tells every instance (`announce`), in one round trip. */
    async drop(pages: string[], announce: { channel: string; message: string }) {
      const batch = redis.multi();
      for (const page of pages) {
        const { generation } = keysOf(page);
        batch.incr(generation).pexpire(generation, GENERATION_LIFETIME_MS);
      }
      batch.publish(announce.channel, announce.message);
      await batch.exec().catch(failed);
    },
  };
}

export type SharedCopies = ReturnType<typeof sharedCopies>;
