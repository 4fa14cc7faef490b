import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useMyRequests } from '../api/my-requests';
import { useTranslation } from '../texts';
import { useLinkedRequest } from './linked-request';
import { MyRequestCard } from './my-request-card';

/**
 * Dashboard → My commissions: the supporter's requests, each with its steps. Back from a checkout, it says
 * so, and asks again until the payment is in.
 */
export function MyRequestsPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const payment = search.get('payment');
  const [openedAt] = useState(() => Date.now());
  const requests = useMyRequests({ confirmingSince: payment === 'paid' ? openedAt : undefined });
  useDocumentTitle(t('commissions.mine.title'));

  // a checkout left unpaid ends as cancelled: nothing happened, nothing to show
  const shown = (requests.data ?? []).filter((request) => request.status !== 'cancelled');
  const confirming = shown.some((request) => request.status === 'awaiting_payment');
  const linked = useLinkedRequest(Boolean(requests.data));
  return (
    <Stack gap="md">
      <Title order={1}>{t('commissions.mine.title')}</Title>
      <Text c="dimmed">{t('commissions.mine.intro')}</Text>
      {payment === 'paid' && requests.data && (
        <Alert color={confirming ? 'blue' : 'teal'} role="status">
          {confirming ? t('commissions.mine.confirming') : t('commissions.mine.paid')}
        </Alert>
      )}
      {payment === 'cancelled' && <Alert color="yellow">{t('commissions.mine.cancelled')}</Alert>}
      {requests.isError ? (
        <LoadError onRetry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <Loader mx="auto" role="status" aria-label={t('commissions.loading')} />
      ) : shown.length === 0 ? (
        <Text>{t('commissions.mine.none')}</Text>
      ) : (
        shown.map((request) => (
          <MyRequestCard key={request.id} request={request} linked={request.id === linked} />
        ))
      )}
    </Stack>
  );
}
