import { common, errors, layout, messages, schema, shared } from './common';
import { creatorPage } from './creator-page';
import { gifts } from './gifts';

/**
 * The texts in the app's first load (decision 0110): the frame of every page, the creator page and Support
 * Me, where visitors arrive. A feature's own texts come with its code (`addTexts` in lib/i18n).
 */
export const shell = { common, errors, messages, schema, layout, shared, creatorPage, gifts } as const;
