import '@/lib/form-messages';
import { featureFormMessages } from '@/lib/i18n';
import { verification } from '@/locales/en/verification';
// the feature's catalogue, registered by its texts module
import '../texts';

/**
 * A message of the identity form (the contract's, in English, decision 0110) in the reader's language: the
 * photos' and the age's first, then the messages every form shares.
 */
export const formMessage = featureFormMessages('verification.formMessages', verification.formMessages);
