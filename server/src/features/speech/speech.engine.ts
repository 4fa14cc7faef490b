import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { SERVER_ROOT } from '../../lib/server-root.ts';
import type { SpeechAnswer, SpeechRequest } from './speech.worker.ts';

// from the sources (tests, tsx) the worker is its TypeScript, which Node.js runs as it is; from the build,
// its own bundle beside main.js (an entry point of build.mjs)
const WORKER_FILE = import.meta.url.endsWith('.ts')
  ? path.join(SERVER_ROOT, 'src/features/speech/speech.worker.ts')
  : path.join(SERVER_ROOT, 'dist/speech.worker.js');

/**
 * eSpeak NG off the main thread (decision 0145): one worker thread, one synthesis at a time (the others
 * wait their turn), each given `timeoutMs` before the worker is ended and a new one started for the next.
 * The worker ends after `idleMs` without work, giving its memory (about 100 MB) back.
 */
export function createSpeechEngine(options: { timeoutMs?: number; idleMs?: number } = {}) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const idleMs = options.idleMs ?? 30_000;
  let worker: Worker | null = null;
  let idle: NodeJS.Timeout | undefined;
  let turn: Promise<unknown> = Promise.resolve();

  function start() {
    const started = new Worker(WORKER_FILE);
    // a worker never keeps the process from ending: a stopping server waits on nothing of it
    started.unref();
    const forget = () => {
      if (worker === started) worker = null;
    };
    started.on('error', forget);
    started.on('exit', forget);
    return started;
  }

  function stop() {
    clearTimeout(idle);
    const stopping = worker;
    worker = null;
    void stopping?.terminate();
  }

  function run(request: SpeechRequest) {
    clearTimeout(idle);
    const current = (worker ??= start());
    return new Promise<Buffer>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
        current.off('exit', onExit);
      };
      const onMessage = (answer: SpeechAnswer) => {
        done();
        if ('error' in answer) reject(new Error(`speech synthesis failed: ${answer.error}`));
        else resolve(Buffer.from(answer.wav.buffer, answer.wav.byteOffset, answer.wav.byteLength));
      };
      const onError = (error: Error) => {
        done();
        reject(error);
      };
      const onExit = (code: number) => {
        done();
        reject(new Error(`the speech worker stopped (exit code ${code})`));
      };
      const timer = setTimeout(() => {
        done();
        stop();
        reject(new Error(`speech synthesis took more than ${timeoutMs} ms`));
      }, timeoutMs);
      current.on('message', onMessage);
      current.on('error', onError);
      current.on('exit', onExit);
      current.postMessage(request);
    }).finally(() => {
      if (!worker) return;
      idle = setTimeout(stop, idleMs);
      idle.unref();
    });
  }

  return {
    /** The WAV of `text` read by the eSpeak voice `voice` at `rate` words per minute. */
    synthesize(request: SpeechRequest): Promise<Buffer> {
      const result = turn.then(() => run(request));
      turn = result.catch(() => undefined);
      return result;
    },
    /** Ends the worker (a stopping server). */
    close: stop,
  };
}

export type SpeechEngine = ReturnType<typeof createSpeechEngine>;
