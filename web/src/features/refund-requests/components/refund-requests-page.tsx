import { Anchor, Avatar, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { refundRequestRules, type RefundRequest } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { ListSkeleton, whileReplaced } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { avatarSource } from '@/lib/avatar';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { useRefundRequests } from '../api/get-refund-requests';
import { ReceivedRefundBadge } from './refund-request-status';
import { useTranslation } from '../texts';

const kindLabels = { purchase: 'post', membership: 'membership' } as const satisfies Record<
  RefundRequest['kind'],
  string
>;

/** One request that came to the creator: who asks, for what, why, and their answer or the way to give it. */
function RefundRequestItem({ request }: { request: RefundRequest }) {
  const { t } = useTranslation();
  const { supporter } = request;
  const waiting = request.status === 'awaiting_creator';
  return (
    <Paper
      component="li"
      withBorder
      radius="lg"
      p="md"
      aria-label={`${supporter.page_name}, ${request.reference}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar
              src={avatarSource(supporter)}
              name={supporter.page_name}
              color="pixel"
              alt=""
              // the coloured initials are dark: readable on every pale colour (WCAG AA)
              styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
            />
            <Anchor
              component={Link}
              to={`/${supporter.page_url}`}
              fw={700}
              miw={0}
              style={{ overflowWrap: 'anywhere' }}
            >
              {supporter.page_name}
            </Anchor>
          </Group>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(request.amount)}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {t(`refundRequests.page.${kindLabels[request.kind]}`)} ·{' '}
          <span style={{ overflowWrap: 'anywhere' }}>{request.reference}</span> ·{' '}
          {t('refundRequests.page.asked')} <DateTimeText iso={request.created_at} />
        </Text>
        <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>“{request.reason}”</Text>
        {waiting ? (
          <Text fz="sm" fw={600} c="#8a4b00">
            {t('refundRequests.page.answerBy')} <DateTimeText iso={request.creator_due_at} />
          </Text>
        ) : (
          <Group gap="xs">
            <ReceivedRefundBadge status={request.status} />
            {request.answered_at && (
              <Text fz="sm" c="dimmed">
                {t('refundRequests.page.answered')} <DateTimeText iso={request.answered_at} />
              </Text>
            )}
          </Group>
        )}
        {request.reply && (
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
            {t('refundRequests.page.reply', { reply: request.reply })}
          </Text>
        )}
        {waiting && (
          <Group gap="sm" mt={4}>
            <Button
              size="sm"
              onClick={() => openModal('answer-refund-request', { request, answer: 'approve' })}
            >
              {t('refundRequests.page.approve')}
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={() => openModal('answer-refund-request', { request, answer: 'decline' })}
            >
              {t('refundRequests.page.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/**
 * /dashboard/refund-requests: the requests of the creator's supporters for their money back, newest first,
 * each answered here within its 3 days (decision 0100).
 */
export function RefundRequestsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('refundRequests.page.title'));
  const [page, setPage] = useState(1);
  const requests = useRefundRequests('received', page);
  const meta = requests.data?.meta;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('refundRequests.page.title')}</Title>
        <Text c="dimmed">
          {t('refundRequests.page.intro', {
            askDays: refundRequestRules.askWithinDays,
            creatorDays: refundRequestRules.creatorDays,
          })}
        </Text>
      </div>
      {requests.isPending ? (
        <ListSkeleton label={t('refundRequests.page.loading')} rows={2} height={180} />
      ) : requests.isError ? (
        <LoadError onRetry={() => void requests.refetch()}>{t('refundRequests.page.loadError')}</LoadError>
      ) : requests.data.data.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {t('refundRequests.page.empty')}
          </Text>
        </Paper>
      ) : (
        <Stack
          component="ul"
          gap="sm"
          m={0}
          p={0}
          aria-label={t('refundRequests.page.title')}
          {...whileReplaced(requests.isPlaceholderData, { listStyle: 'none' })}
        >
          {requests.data.data.map((request) => (
            <RefundRequestItem key={request.id} request={request} />
          ))}
        </Stack>
      )}
      {meta && meta.last_page > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={meta.last_page}
          aria-label={t('refundRequests.page.pages')}
        />
      )}
    </Stack>
  );
}
