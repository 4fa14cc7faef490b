// For the contract's own tests: not exported from the package.
import { en } from './locales/en.ts';
import { readSchemaMessage, write } from './said.ts';

/**
 * A schema's message as an English reader gets it: written from its key and values, as the server and the
 * web app write it. A message no schema of ours wrote is a mistake, so it throws.
 */
export function inEnglish(message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  const said = readSchemaMessage(message);
  if (!said) throw new Error(`not a schema message: ${message}`);
  return write(said, { texts: en.messages, fields: en.fields });
}
