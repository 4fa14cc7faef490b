import { forms } from '@/locales/en/forms';
import { addTexts, localMessage, phrasebook, setFormPhrases } from './i18n';

// the contract's generic form messages come with the code of the first form that shows one (decision 0110):
// the creator page a visitor opens carries only Support Me's, in the shell's catalogue
addTexts('forms', forms, async () => (await import('@/locales/fil/forms')).forms);
setFormPhrases(phrasebook('forms.messages', forms.messages, { prefix: 'forms.fields', texts: forms.fields }));

/**
 * A message the contract or the server wrote in English (`The page url field is required.`), in the
 * reader's language: the messages every form shares, then the contract's generic ones, each field's label
 * translated too. The server already answers in the reader's language; its messages pass through unchanged.
 */
export { localMessage };
