// eSpeak NG (compiled to WebAssembly) in a worker thread of its own: a synthesis is about 0.2 to 0.5 s of
// CPU, mostly the engine's start, which must never hold the server's event loop (decision 0145). Each
// request runs the engine's command line once, in a fresh instance, and answers the WAV it wrote.
import { parentPort } from 'node:worker_threads';
import ESpeakNg from 'espeak-ng';

/** What the server asks: `text` read by `voice` (an eSpeak voice name) at `rate` words per minute. */
export interface SpeechRequest {
  text: string;
  voice: string;
  rate: number;
}

export type SpeechAnswer = { wav: Uint8Array } | { error: string };

const port = parentPort;
if (!port) throw new Error('the speech worker runs in a worker thread');

port.on('message', (request: SpeechRequest) => {
  synthesize(request).then(
    (wav) => port.postMessage({ wav } satisfies SpeechAnswer),
    (error: unknown) => port.postMessage({ error: String(error) } satisfies SpeechAnswer),
  );
});

async function synthesize({ text, voice, rate }: SpeechRequest) {
  const engine = await ESpeakNg({
    // the text is read from a file, never given as an argument: a message that starts with "-" is words,
    // not an option
    arguments: ['-v', voice, '-s', String(rate), '-w', 'out.wav', '-f', 'in.txt'],
    preRun: [(module) => module.FS.writeFile('in.txt', text)],
    print: () => undefined,
    printErr: () => undefined,
  });
  return engine.FS.readFile('out.wav');
}
