import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { CommissionRequest } from '@pixel/contract';
import { formatDate, formatDateTime } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { type RequestStep, useTakeStep } from '../api/received';
import { useTranslation } from '../texts';
import { hasBalance, underWay } from './commission-words';
import { CommissionSteps } from './commission-steps';
import { DeliveryFiles } from './delivery-files';
import { requestAnchor } from './linked-request';
import { RequestBrief, RequestMoney } from './request-details';
import { StatusBadge } from './status-badge';

/**
 * A request in the creator's queue: whose and what it is, its steps, brief and references, and the step it
 * waits for: Accept or Decline (each confirmed), Start work, Ask for the balance, the delivery's files and
 * Deliver.
 */
export function ReceivedRequestCard({ request, linked }: { request: CommissionRequest; linked: boolean }) {
  const { t } = useTranslation();
  const step = useTakeStep();
  const name = request.supporter.page_name;
  const paid = formatMoney(request.down_payment);
  const balance = hasBalance(request);
  // files may be added once accepted, until delivered; Deliver once nothing is left to pay
  const filesOpen = request.status !== 'requested' && underWay.includes(request.status);
  const working = request.status === 'accepted' || request.status === 'in_progress';
  const deliverable = request.status === 'balance_paid' || (working && !balance);

  const take = (which: RequestStep, done: string) =>
    step.mutateAsync({ id: request.id, step: which }).then(() => notifySuccess(done));
  const button = (which: RequestStep, label: string, done: string, disabled = false) => (
    <Button
      mih={44}
      w="fit-content"
      disabled={disabled}
      loading={step.isPending && step.variables?.step === which}
      onClick={() => void take(which, done).catch(() => undefined)}
    >
      {label}
    </Button>
  );

  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      component="article"
      aria-label={`${request.type.title}, ${name}`}
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
        <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('commissions.queue.from', { name })}
          {` · ${formatDate(request.created_at)}`}
        </Text>
        <CommissionSteps request={request} />
        <RequestMoney request={request} />
        <RequestBrief request={request} />
        {request.status === 'requested' && (
          <>
            {request.answer_due_at && (
              <Text fz="sm">
                {t('commissions.queue.answerBy', { date: formatDateTime(request.answer_due_at) })}
              </Text>
            )}
            <Group gap="sm">
              <Button
                mih={44}
                onClick={() =>
                  openModal('confirm', {
                    title: t('commissions.queue.acceptTitle'),
                    message: t('commissions.queue.acceptMessage', { amount: paid, name }),
                    confirmLabel: t('commissions.queue.accept'),
                    onConfirm: () => take('accept', t('commissions.queue.accepted')),
                  })
                }
              >
                {t('commissions.queue.accept')}
              </Button>
              <Button
                mih={44}
                variant="light"
                color="red"
                onClick={() =>
                  openModal('confirm', {
                    title: t('commissions.queue.declineTitle'),
                    message: t('commissions.queue.declineMessage', { amount: paid, name }),
                    confirmLabel: t('commissions.queue.decline'),
                    danger: true,
                    onConfirm: () => take('decline', t('commissions.queue.declined')),
                  })
                }
              >
                {t('commissions.queue.decline')}
              </Button>
            </Group>
          </>
        )}
        {request.status === 'accepted' &&
          button('start', t('commissions.queue.start'), t('commissions.queue.started'))}
        {request.status === 'balance_due' && (
          <Text fz="sm">
            {t('commissions.queue.waitingBalance', { name, amount: formatMoney(request.balance) })}
          </Text>
        )}
        {(filesOpen || request.status === 'delivered') && (
          <DeliveryFiles request={request} editable={filesOpen} />
        )}
        {working &&
          balance &&
          button(
            'askBalance',
            t('commissions.queue.askBalance', { amount: formatMoney(request.balance) }),
            t('commissions.queue.balanceAsked'),
          )}
        {deliverable && (
          <Stack gap={4}>
            {request.files.length === 0 && (
              <Text fz="sm" c="dimmed">
                {t('commissions.queue.deliverHint', { name })}
              </Text>
            )}
            {button(
              'deliver',
              t('commissions.queue.deliver'),
              t('commissions.queue.delivered', { name }),
              request.files.length === 0,
            )}
          </Stack>
        )}
        {request.status === 'delivered' && request.delivered_at && (
          <Text fz="sm" c="dimmed">
            {t('commissions.queue.deliveredOn', { date: formatDate(request.delivered_at) })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
