import 'dayjs/locale/tl-ph';
import type { Catalogue } from '../types';
import { common, errors, layout, messages } from './common';
import { creatorPage } from './creator-page';
import { dashboard } from './dashboard';
import { gifts } from './gifts';
import { notifications } from './notifications';
import { payouts } from './payouts';

/**
 * The Filipino catalogue (decision 0110), as people in the Philippines write it: Taglish where that is
 * what they say ("I-withdraw", "Mag-support"). Its own chunk, with dayjs's Tagalog months: an English
 * reader never downloads it.
 */
export const fil: Catalogue = {
  common,
  errors,
  messages,
  layout,
  creatorPage,
  gifts,
  dashboard,
  payouts,
  notifications,
};
