import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CommissionRequest } from '@pixel/contract';
import { isApiError } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { usePayBalance } from '../api/my-requests';
import { i18n, useTranslation } from '../texts';
import { CommissionSteps } from './commission-steps';
import { requestAnchor } from './linked-request';
import { DeliveredFiles, RequestBrief, RequestMoney } from './request-details';
import { StatusBadge } from './status-badge';

/** What the supporter is told of where their request stands. */
function standing(request: CommissionRequest): string {
  const name = request.creator.page_name;
  const paid = formatMoney(request.down_payment);
  switch (request.status) {
    case 'awaiting_payment':
      return i18n.t('commissions.mine.awaitingPayment');
    case 'requested':
      return i18n.t('commissions.mine.requested', {
        name,
        date: request.answer_due_at ? formatDateTime(request.answer_due_at) : '',
      });
    case 'accepted':
      return i18n.t('commissions.mine.accepted', { name });
    case 'in_progress':
      return i18n.t('commissions.mine.inProgress', { name });
    case 'balance_due':
      return i18n.t('commissions.mine.balanceDue', { name });
    case 'balance_paid':
      return i18n.t('commissions.mine.balancePaid');
    case 'delivered':
      return i18n.t('commissions.mine.delivered');
    case 'declined':
      return i18n.t('commissions.mine.declined', { name, amount: paid });
    case 'expired':
      return i18n.t('commissions.mine.expired', { name, amount: paid });
    default:
      return i18n.t('commissions.mine.refunded');
  }
}

/**
 * A request on My commissions: what and whose it is, its steps, where it stands, Pay the balance when it
 * is asked for, and the delivered files' downloads.
 */
export function MyRequestCard({ request, linked }: { request: CommissionRequest; linked: boolean }) {
  const { t } = useTranslation();
  const pay = usePayBalance();
  const refusal = isApiError(pay.error) ? pay.error.message : null;
  const back = `${window.location.origin}/dashboard/commissions`;
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={request.type.title}
      id={requestAnchor(request.id)}
      bd={linked ? '2px solid var(--mantine-primary-color-filled)' : undefined}
    >
      <Stack gap="sm">
        <Group gap="xs" justify="space-between" wrap="wrap">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {request.type.title}
          </Text>
          <StatusBadge status={request.status} />
        </Group>
        <Text c="dimmed" fz="sm">
          <Anchor component={Link} to={`/${request.creator.page_url}`} inherit>
            {t('commissions.mine.by', { name: request.creator.page_name })}
          </Anchor>
          {` · ${formatDate(request.created_at)}`}
        </Text>
        <CommissionSteps request={request} />
        <Text>{standing(request)}</Text>
        <RequestMoney request={request} />
        {request.status === 'balance_due' && (
          <>
            {refusal && (
              <Alert color="red" role="alert">
                {refusal}
              </Alert>
            )}
            <Button
              variant="gradient"
              w="fit-content"
              mih={44}
              loading={pay.isPending}
              onClick={() =>
                pay.mutate(
                  {
                    id: request.id,
                    body: {
                      success_redirect_url: `${back}?payment=paid`,
                      failure_redirect_url: `${back}?payment=cancelled`,
                    },
                  },
                  { onSuccess: (answer) => window.location.assign(answer.data.link_url) },
                )
              }
            >
              {t('commissions.mine.payBalance', { amount: formatMoney(request.balance) })}
            </Button>
          </>
        )}
        {request.status === 'delivered' && request.files.length > 0 && <DeliveredFiles request={request} />}
        <RequestBrief request={request} />
      </Stack>
    </Paper>
  );
}
