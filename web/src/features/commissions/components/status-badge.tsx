import { Badge } from '@mantine/core';
import type { CommissionRequest } from '@pixel/contract';
import { useTranslation } from '../texts';

const ended: CommissionRequest['status'][] = ['declined', 'expired', 'refunded', 'cancelled'];

/** Where a request stands, in a word: teal once delivered, grey once ended, the app's colour meanwhile. */
export function StatusBadge({ status }: { status: CommissionRequest['status'] }) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={status === 'delivered' ? 'teal' : ended.includes(status) ? 'gray' : undefined}
    >
      {t(`commissions.status.${status}`)}
    </Badge>
  );
}
