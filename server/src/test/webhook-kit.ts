import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LuauState } from 'luau-web';

/** The documentation a creator copies the checks from. */
export const webhooksGuide = path.join(import.meta.dirname, '../../../docs/webhooks.md');

/** A delivery as a creator's check is handed it: the body exactly as it arrived, its header, the secret. */
export interface SignedCase {
  body: string;
  header: string;
  secret: string;
}

/**
 * The first fenced block of each language in the guide: the signature check given for that language
 * (the examples that use it come after it).
 */
export async function guideChecks(): Promise<Record<'js' | 'python' | 'lua', string>> {
  const text = await readFile(webhooksGuide, 'utf8');
  const first = (language: string) => {
    const found = new RegExp('```' + language + '\\n([\\s\\S]*?)\\n```').exec(text);
    if (!found) throw new Error(`docs/webhooks.md has no \`\`\`${language} block`);
    return found[1]!;
  };
  return { js: first('js'), python: first('python'), lua: first('lua') };
}

/** Runs `program` with `input` on its standard input and answers its standard output. */
function run(command: string, args: string[], input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = execFile(command, args, { timeout: 60_000 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${command} failed: ${error.message}\n${stderr}`)) : resolve(stdout),
    );
    child.stdin!.end(input);
  });
}

/** The guide's JavaScript check, run by Node.js as a creator's own program would: one answer per case. */
export async function checkedInJavaScript(code: string, cases: SignedCase[]): Promise<boolean[]> {
  const program = `${code}
let input = '';
for await (const chunk of process.stdin) input += chunk;
const cases = JSON.parse(input);
console.log(JSON.stringify(cases.map((c) => verifyPixelSignature(c.body, c.header, c.secret))));
`;
  return JSON.parse(
    await run(process.execPath, ['--input-type=module', '-e', program], JSON.stringify(cases)),
  );
}

/** The guide's Python check, run by the machine's Python 3 with the body as the bytes that arrived. */
export async function checkedInPython(code: string, cases: SignedCase[]): Promise<boolean[]> {
  const program = `${code}

import json as _json
import sys as _sys

_cases = _json.load(_sys.stdin)
print(_json.dumps([verify_pixel_signature(c["body"].encode("utf-8"), c["header"], c["secret"]) for c in _cases]))
`;
  return JSON.parse(await run('python3', ['-c', program], JSON.stringify(cases)));
}

/**
 * The guide's Lua module, run by Luau (Roblox's Lua, compiled to WebAssembly): the module's table, and
 * its `verify` called for each case.
 */
export async function checkedInLuau(code: string, cases: SignedCase[]): Promise<boolean[]> {
  const state = await LuauState.createAsync();
  try {
    const [module] = (await state.loadstring(code, 'PixelWebhook', true)()) as [
      { verify: (body: string, header: string, secret: string) => Promise<[boolean]> },
    ];
    const answers: boolean[] = [];
    for (const c of cases) answers.push((await module.verify(c.body, c.header, c.secret))[0]);
    return answers;
  } finally {
    state.destroy();
  }
}
