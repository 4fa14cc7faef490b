import { common, errors, layout, messages } from './common';
import { creatorPage } from './creator-page';
import { dashboard } from './dashboard';
import { gifts } from './gifts';
import { notifications } from './notifications';
import { payouts } from './payouts';

/**
 * The English catalogue (decision 0110): the spec's texts word for word. One file per feature, so a
 * feature is converted on its own; every key has its Filipino in `locales/fil`.
 */
export const en = {
  common,
  errors,
  messages,
  layout,
  creatorPage,
  gifts,
  dashboard,
  payouts,
  notifications,
} as const;
