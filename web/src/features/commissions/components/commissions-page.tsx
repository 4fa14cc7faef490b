import { Loader, Stack, Text, Title } from '@mantine/core';
import type { CommissionRequest } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useReceived } from '../api/received';
import { useTranslation } from '../texts';
import { underWay } from './commission-words';
import { useLinkedRequest } from './linked-request';
import { MyTypesSection } from './my-types-section';
import { ReceivedRequestCard } from './received-request-card';

// those under way first, then the delivered and the ended; each part as the server ordered it
const byUrgency = (requests: CommissionRequest[]) => [
  ...requests.filter((request) => underWay.includes(request.status)),
  ...requests.filter((request) => !underWay.includes(request.status)),
];

/** Dashboard → Commissions: the creator's commission types, and the requests they were asked. */
export function CommissionsPage() {
  const { t } = useTranslation();
  const received = useReceived();
  useDocumentTitle(t('commissions.editor.title'));
  const linked = useLinkedRequest(Boolean(received.data));

  // a checkout never paid is nobody's request
  const requests = byUrgency(
    (received.data ?? []).filter(
      (request) => request.status !== 'awaiting_payment' && request.status !== 'cancelled',
    ),
  );
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Stack gap={2}>
          <Text c="dimmed" fz="sm">
            {t('commissions.editor.eyebrow')}
          </Text>
          <Title order={1}>{t('commissions.editor.title')}</Title>
        </Stack>
        <Text>{t('commissions.editor.intro')}</Text>
      </Stack>
      <MyTypesSection />
      <Stack component="section" gap="sm" aria-labelledby="commission-requests-heading">
        <Title order={2} fz="xl" id="commission-requests-heading">
          {t('commissions.queue.title')}
        </Title>
        {received.isError ? (
          <LoadError onRetry={() => void received.refetch()} />
        ) : !received.data ? (
          <Loader mx="auto" role="status" aria-label={t('commissions.loading')} />
        ) : requests.length === 0 ? (
          <Text c="dimmed">{t('commissions.queue.none')}</Text>
        ) : (
          requests.map((request) => (
            <ReceivedRequestCard key={request.id} request={request} linked={request.id === linked} />
          ))
        )}
      </Stack>
    </Stack>
  );
}
