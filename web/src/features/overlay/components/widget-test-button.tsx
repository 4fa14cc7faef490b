import { Button } from '@mantine/core';
import type { StreamWidget } from '@pixel/contract';
import { notifySuccess } from '@/lib/notifications';
import { useSendWidgetTest } from '../api/overlay-settings';
import { useTranslation } from '../texts';

/** "Send a test" for one widget: every screen showing it shows a sample, marked as a test, for a moment. */
export function WidgetTestButton({
  widget,
  name,
}: {
  widget: Exclude<StreamWidget, 'alerts'>;
  name: string;
}) {
  const { t } = useTranslation();
  const test = useSendWidgetTest();
  return (
    <Button
      variant="light"
      loading={test.isPending}
      aria-label={`${t('overlay.kit.sendTest')}: ${name}`}
      onClick={() =>
        test.mutate(widget, { onSuccess: () => notifySuccess(t('overlay.kit.testSent', { widget: name })) })
      }
    >
      {t('overlay.kit.sendTest')}
    </Button>
  );
}
