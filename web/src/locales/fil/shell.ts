import 'dayjs/locale/tl-ph';
import type { Catalogue } from '../types';
import type { shell as englishShell } from '../en/shell';
import { common, errors, layout, messages, schema, shared } from './common';
import { creatorPage } from './creator-page';
import { gifts } from './gifts';

/**
 * The Filipino of the shell, with dayjs's Tagalog months: its own chunk, fetched only by a Filipino reader.
 * A feature's Filipino is a chunk of its own too, fetched with the feature's code (lib/i18n).
 */
export const shell: Pick<Catalogue, keyof typeof englishShell> = {
  common,
  errors,
  messages,
  schema,
  layout,
  shared,
  creatorPage,
  gifts,
};
