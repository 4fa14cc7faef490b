import { currentLanguage, localMessage } from '@/lib/i18n';
import { blocEditor } from '@/locales/en/bloc-editor';
import { i18n } from '../texts';

type FormMessageKey = keyof typeof blocEditor.formMessages;

// each English text as a pattern: its one changing part, {{max}} (a limit), is taken from the message shown
const patterns = (Object.entries(blocEditor.formMessages) as [FormMessageKey, string][]).map(
  ([key, text]) => {
    const source = text
      .split(/\{\{\w+\}\}/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('(.+?)');
    return { key, pattern: new RegExp(`^${source}$`) };
  },
);

/**
 * A form message of the contract's schemas (English, decision 0110) in the reader's language: this feature's
 * own fields first, then the messages every form shares.
 */
export function formMessage(english: string | undefined): string | undefined {
  if (english === undefined || currentLanguage() === 'en') return english;
  for (const { key, pattern } of patterns) {
    const match = pattern.exec(english);
    if (match) {
      return i18n.t(`blocEditor.formMessages.${key}`, { max: match[1] ?? '' });
    }
  }
  return localMessage(english);
}
