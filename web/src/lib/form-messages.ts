import { forms } from '@/locales/en/forms';
import { addTexts, localMessage, writeSaid } from './i18n';

// the contract's messages come with the code of the first form that shows one (decision 0142): the creator
// page a visitor opens carries only Support Me's, in the shell's catalogue
addTexts('forms', forms, async () => (await import('@/locales/fil/forms')).forms);

/** A form's message in the reader's language, from the key its schema said (see `localMessage`). */
export { localMessage, writeSaid };
