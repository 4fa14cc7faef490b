import { Alert, Avatar, Badge, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { GiftItem } from '@pixel/contract';
import { ListSkeleton, NothingHereYet } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { avatarSource } from '@/lib/avatar';
import { formatMoney } from '@/lib/money';
import { type GiftItemSide, useGiftItems } from '../api/get-gift-items';
import { useTranslation } from '../texts';
import { formatDay, giftStatus, giftWhat, maskMobileNumber } from './gift-words';

const statusColor: Record<GiftItem['status'], string> = {
  awaiting_payment: 'gray',
  scheduled: 'blue',
  delivered: 'pixel',
  claimed: 'teal',
  refunded: 'orange',
  cancelled: 'gray',
};

/** To whom (the giver's list) or from whom (the recipient's): a page address, an email, a number. */
function counterpart(gift: GiftItem, side: GiftItemSide, t: ReturnType<typeof useTranslation>['t']) {
  if (side === 'received') return t('giftItems.page.from', { name: gift.from_name });
  const recipient = gift.recipient;
  if (!recipient) return null;
  const name =
    recipient.kind === 'page'
      ? `@${recipient.value}`
      : recipient.kind === 'mobile'
        ? `+63 ${maskMobileNumber(recipient.value)}`
        : recipient.value;
  return t('giftItems.page.to', { name });
}

function GiftRow({ gift, side }: { gift: GiftItem; side: GiftItemSide }) {
  const { t } = useTranslation();
  const { creator } = gift;
  return (
    <Paper component="li" withBorder radius="lg" p="md" data-testid="gift-row">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar src={avatarSource(creator)} name={creator.page_name} color="initials" alt="" size={40} />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" align="flex-start">
            <Text fw={700} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {creator.page_name} · {giftWhat(gift)}
            </Text>
            <Text fw={700}>{formatMoney(gift.amount)}</Text>
          </Group>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {counterpart(gift, side, t)}
          </Text>
          {side === 'sent' && gift.is_anonymous && (
            <Text fz="sm" c="dimmed">
              {t('giftItems.page.anonymous')}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Badge variant="light" color={statusColor[gift.status]} style={{ textTransform: 'none' }}>
              {giftStatus(gift)}
            </Badge>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}

function GiftList({ side }: { side: GiftItemSide }) {
  const { t } = useTranslation();
  const gifts = useGiftItems(side);
  if (gifts.isPending) return <ListSkeleton label={t('giftItems.page.loading')} rows={2} height={96} />;
  if (gifts.isError) {
    return <LoadError onRetry={() => void gifts.refetch()}>{t('giftItems.page.loadError')}</LoadError>;
  }
  if (gifts.data.length === 0) {
    return (
      <NothingHereYet>
        {side === 'sent' ? t('giftItems.page.noneSent') : t('giftItems.page.noneReceived')}
      </NothingHereYet>
    );
  }
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {gifts.data.map((gift) => (
        <GiftRow key={gift.id} gift={gift} side={side} />
      ))}
    </Stack>
  );
}

/** What the checkout's return says: the gift is on its way, or on which day it goes, or it was not paid. */
function PaidNotice() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const outcome = searchParams.get('gift');
  const deliverOn = searchParams.get('deliver_on');
  if (outcome === 'paid') {
    const day = deliverOn && /^\d{4}-\d{2}-\d{2}$/.test(deliverOn) ? deliverOn : null;
    return (
      <Alert color="teal" variant="light" role="status" title={t('giftItems.page.paidTitle')}>
        {day ? t('giftItems.page.paidOn', { date: formatDay(day) }) : t('giftItems.page.paid')}
      </Alert>
    );
  }
  if (outcome === 'cancelled') {
    return (
      <Alert color="gray" variant="light" role="status">
        {t('giftItems.page.cancelled')}
      </Alert>
    );
  }
  return null;
}

/** /dashboard/gifts: the memberships and posts the user gave as gifts, and those given to them. */
export function GiftsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('giftItems.page.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const side: GiftItemSide = searchParams.get('side') === 'received' ? 'received' : 'sent';

  return (
    <Stack gap="lg">
      <Title order={1}>{t('giftItems.page.title')}</Title>
      <PaidNotice />
      <Tabs
        value={side}
        onChange={(value) =>
          setSearchParams(
            (params) => {
              params.set('side', value === 'received' ? 'received' : 'sent');
              return params;
            },
            { replace: true },
          )
        }
      >
        <Tabs.List>
          <Tabs.Tab value="sent" mih={44}>
            {t('giftItems.page.sent')}
          </Tabs.Tab>
          <Tabs.Tab value="received" mih={44}>
            {t('giftItems.page.received')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="sent" pt="md">
          {side === 'sent' && <GiftList side="sent" />}
        </Tabs.Panel>
        <Tabs.Panel value="received" pt="md">
          {side === 'received' && <GiftList side="received" />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
