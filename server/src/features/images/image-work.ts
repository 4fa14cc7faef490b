import { tooManyRequests } from '../../lib/errors.ts';

export interface ImageWorkLimits {
  /** Images decoded at once on this instance, whoever sent them. */
  slots: number;
  /** Images one account may have waiting or in work; one more is a 429. */
  perAccount: number;
  /** What a 429 says to wait. */
  retryInSeconds: number;
}

/**
 * Turns for the decoding of images (decision 0070). Decoding runs on the thread pool that reading files
 * shares, so at most `slots` images are decoded at once; an account has at most one of them, and the
 * accounts waiting take turns, so one account's costly uploads make only its own uploads wait.
 */
export function createImageWork(limits: ImageWorkLimits) {
  // per account, the starts of its images waiting, in the order the accounts take turns (a Map keeps the
  // order keys were added in: an account served goes to the back)
  const waiting = new Map<string, (() => void)[]>();
  const working = new Set<string>();
  const inLine = new Map<string, number>();

  function startNext() {
    while (working.size < limits.slots) {
      const account = [...waiting.keys()].find((key) => !working.has(key));
      if (account === undefined) return;
      const starts = waiting.get(account)!;
      waiting.delete(account);
      const start = starts.shift()!;
      if (starts.length) waiting.set(account, starts);
      working.add(account);
      start();
    }
  }

  return {
    /** Runs `work` in the account's turn; a 429 when the account already has its share in line. */
    async run<T>(account: string, work: () => Promise<T>): Promise<T> {
      const count = inLine.get(account) ?? 0;
      if (count >= limits.perAccount) throw tooManyRequests(limits.retryInSeconds);
      inLine.set(account, count + 1);
      try {
        await new Promise<void>((start) => {
          waiting.set(account, [...(waiting.get(account) ?? []), start]);
          startNext();
        });
        try {
          return await work();
        } finally {
          working.delete(account);
          startNext();
        }
      } finally {
        const left = inLine.get(account)! - 1;
        if (left) inLine.set(account, left);
        else inLine.delete(account);
      }
    },
  };
}

export type ImageWork = ReturnType<typeof createImageWork>;
