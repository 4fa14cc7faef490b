import { Button } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BigCode, StatusScreen } from './status-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/translation';

export function NotFoundScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t('shared.notFoundTitle'));
  const navigate = useNavigate();
  return (
    <StatusScreen
      art={<BigCode>404</BigCode>}
      title={t('shared.notFoundTitle')}
      action={
        <Button size="md" variant="gradient" mt="sm" onClick={() => navigate('/')}>
          {t('shared.backToHome')}
        </Button>
      }
    >
      {t('shared.notFoundText')}
    </StatusScreen>
  );
}
