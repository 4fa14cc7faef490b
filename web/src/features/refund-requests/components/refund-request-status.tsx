import { Badge, Text } from '@mantine/core';
import type { RefundRequestStatus } from '@pixel/contract';
import type { refundRequests } from '@/locales/en/refund-requests';
import { useTranslation } from '../texts';

/**
 * Text and background of each state, chosen together as on the transaction badges: every pair reads at
 * 5.7:1 or more. The supporter reads where their request is; the creator reads what it asks of them.
 */
type StateKey = keyof typeof refundRequests.states;

const states: Record<
  RefundRequestStatus,
  { asked: StateKey; received: StateKey; color: string; background: string }
> = {
  awaiting_creator: {
    asked: 'askedAwaiting',
    received: 'receivedAwaiting',
    color: '#8a4b00',
    background: '#fff4e0',
  },
  with_support: {
    asked: 'askedSupport',
    received: 'receivedSupport',
    color: '#1c4f80',
    background: '#e7f5ff',
  },
  refunded: { asked: 'askedRefunded', received: 'receivedRefunded', color: '#08704f', background: '#e6fcf5' },
  declined: { asked: 'askedDeclined', received: 'receivedDeclined', color: '#b02a37', background: '#fff0f0' },
};

/** Where a supporter's request stands, as a line of My support: long enough to wrap on a phone. */
export function AskedRefundState({ status }: { status: RefundRequestStatus }) {
  const { t } = useTranslation();
  const state = states[status];
  return (
    <Text
      fz="sm"
      fw={600}
      c={state.color}
      bg={state.background}
      px={8}
      py={2}
      w="fit-content"
      style={{ borderRadius: 'var(--mantine-radius-sm)' }}
    >
      {t(`refundRequests.states.${state.asked}`)}
    </Text>
  );
}

/** A request's state on the creator's list. */
export function ReceivedRefundBadge({ status }: { status: RefundRequestStatus }) {
  const { t } = useTranslation();
  const state = states[status];
  return (
    <Badge
      variant="filled"
      radius="sm"
      color={state.background}
      c={state.color}
      style={{ whiteSpace: 'nowrap' }}
    >
      {t(`refundRequests.states.${state.received}`)}
    </Badge>
  );
}
