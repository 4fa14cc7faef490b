import { Button, ThemeIcon } from '@mantine/core';
import { useNavigate } from 'react-router';
import { StatusScreen } from './status-screen';
import { useTranslation } from '@/lib/translation';

/** Shown when content was hidden or deleted by its owner. */
export function ContentNotAccessibleScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <StatusScreen
      art={
        <ThemeIcon size={80} radius="xl" variant="light" aria-hidden="true">
          <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="5" y="11" width="14" height="10" rx="2" />
            <path d="M8 11V8a4 4 0 0 1 8 0v3" />
          </svg>
        </ThemeIcon>
      }
      title={t('shared.notAccessibleTitle')}
      action={
        <Button size="md" variant="light" mt="sm" onClick={() => navigate('/')}>
          {t('shared.backToHome')}
        </Button>
      }
    >
      {t('shared.notAccessibleText')}
    </StatusScreen>
  );
}
