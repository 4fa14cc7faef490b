import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from './server-root.ts';

const run = promisify(execFile);

describe('what loading the server holds', () => {
  it('loads every module of the app without loading Node.js’s HTTP client (undici)', async () => {
    // a child of its own: this process (the test runner) may have read `fetch` already
    const { stdout } = await run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(path.join(SERVER_ROOT, 'src', 'app.ts'))});
         console.log(JSON.stringify(process.moduleLoadList.filter((name) => name.includes('undici'))));`,
      ],
      { cwd: SERVER_ROOT, timeout: 60_000 },
    );
    expect(JSON.parse(stdout.trim().split('\n').at(-1)!)).toEqual([]);
  });
});
