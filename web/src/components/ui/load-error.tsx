import { Alert, Button } from '@mantine/core';
import { useTranslation } from '@/lib/translation';

/**
 * A part of a page that could not be loaded, with Try Again. Where the message names what is missing
 * (`Unable to load posts.`), it can stand alone: `title={null}`.
 */
export function LoadError({
  onRetry,
  title,
  children,
}: {
  onRetry: () => void;
  title?: string | null;
  children?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title === undefined ? t('common.somethingWentWrong') : title}>
      {children ?? t('common.couldNotLoad')}{' '}
      <Button size="xs" variant="light" color="red" ml="xs" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </Alert>
  );
}
