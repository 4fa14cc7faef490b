import { Alert, Anchor } from '@mantine/core';
import { supportEmail } from '@pixel/contract';
import { currentLanguage } from '@/lib/i18n';
import { Trans, useTranslation } from '../texts';

/**
 * The legal texts are in English, the version that governs (decision 0110): a reader in another language
 * is told so, in theirs, above the text, which is marked as English for a screen reader.
 */
export function InEnglishNote() {
  useTranslation();
  if (currentLanguage() === 'en') return null;
  return (
    <Alert variant="light" color="pixel" mb="lg">
      <Trans
        i18nKey="legal.inEnglish"
        values={{ email: supportEmail }}
        components={{ link: <Anchor href={`mailto:${supportEmail}`} /> }}
      />
    </Alert>
  );
}
