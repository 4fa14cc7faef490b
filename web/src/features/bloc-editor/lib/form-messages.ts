import '@/lib/form-messages';
import { featureFormMessages } from '@/lib/i18n';
import { blocEditor } from '@/locales/en/bloc-editor';
// the feature's catalogue, registered by its texts module
import '../texts';

/**
 * A form message of the contract's schemas (English, decision 0110) in the reader's language: this feature's
 * own fields first, then the messages every form shares.
 */
export const formMessage = featureFormMessages('blocEditor.formMessages', blocEditor.formMessages);
