import { NativeSelect } from '@mantine/core';
import { useTranslation } from '@/lib/translation';
import type { Language } from '@pixel/contract';
import { useLanguage } from './use-language';

/**
 * The language switch: a native select, light to load and usable on any phone. Each language is named in
 * itself, so a reader finds their own whatever the page shows. `compact` (the site header) shows EN / FIL.
 */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { language, change } = useLanguage();
  const options = [
    { value: 'en', label: compact ? 'EN' : 'English' },
    { value: 'fil', label: compact ? 'FIL' : 'Filipino' },
  ];
  return (
    <NativeSelect
      aria-label={t('common.language')}
      label={compact ? undefined : t('common.language')}
      description={compact ? undefined : t('common.languageHint')}
      size={compact ? 'xs' : 'sm'}
      w={compact ? 64 : undefined}
      maw={compact ? undefined : 320}
      value={language}
      data={options}
      onChange={(event) => void change(event.currentTarget.value as Language)}
    />
  );
}
