import { Button } from '@mantine/core';
import { BigCode, StatusScreen } from './status-screen';
import { useTranslation } from '@/lib/translation';

/** Try Again runs `onRetry` (e.g. a query's refetch) or, without one, reloads the page. */
export function SomethingWentWrongScreen({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <StatusScreen
      art={<BigCode>{t('shared.oops')}</BigCode>}
      title={t('common.somethingWentWrong')}
      action={
        <Button size="md" variant="gradient" mt="sm" onClick={onRetry ?? (() => window.location.reload())}>
          {t('common.tryAgain')}
        </Button>
      }
    >
      {t('shared.couldNotLoadPage')}
    </StatusScreen>
  );
}
