import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { refundRequestRules } from '@pixel/contract';
import { useRefundRequests } from '../api/get-refund-requests';
import { useTranslation } from '../texts';

/**
 * On the creator's dashboard while refund requests wait for their answer: how many, and the way to them.
 * Nothing otherwise, nor while that is not known. The newest come first, so the first page holds those still
 * within their 3 days.
 */
export function RefundRequestsCard() {
  const { t } = useTranslation();
  const requests = useRefundRequests('received', 1);
  const waiting = requests.data?.data.filter((request) => request.status === 'awaiting_creator').length ?? 0;
  if (waiting === 0) return null;
  return (
    <Paper
      component="section"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      aria-labelledby="refund-requests-heading"
      style={{ borderColor: '#f5c27a', background: '#fffaf0' }}
    >
      <Stack gap="xs">
        <Title order={2} fz="lg" id="refund-requests-heading">
          {t(waiting === 1 ? 'refundRequests.card.titleOne' : 'refundRequests.card.titleMany', {
            count: waiting,
          })}
        </Title>
        <Text fz="sm">{t('refundRequests.card.text', { days: refundRequestRules.creatorDays })}</Text>
        <Anchor component={Link} to="/dashboard/refund-requests" fw={600} py={4} w="fit-content">
          {t('refundRequests.card.link')}
        </Anchor>
      </Stack>
    </Paper>
  );
}
