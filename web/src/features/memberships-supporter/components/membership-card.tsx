import {
  Accordion,
  Anchor,
  Avatar,
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import type { Membership, MembershipStatus } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { avatarSource } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { i18n as linkTexts } from '../link-texts';
import { i18n, useTranslation } from '../texts';
import { periodName } from './periods';

// text and background set together, as on the transaction badges, so each pair reads at 4.5:1 or more
const statusBadges: Record<MembershipStatus, { label: () => string; color: string; background: string }> = {
  active: {
    label: () => i18n.t('membershipsSupporter.card.active'),
    color: '#08704f',
    background: '#e6fcf5',
  },
  grace: { label: () => i18n.t('membershipsSupporter.card.grace'), color: '#8a4b00', background: '#fff4e0' },
  paused: {
    label: () => linkTexts.t('membershipLinks.card.paused'),
    color: '#1c4f8a',
    background: '#e7f0fb',
  },
  lapsed: {
    label: () => i18n.t('membershipsSupporter.card.lapsed'),
    color: '#495057',
    background: '#f1f3f5',
  },
  // a free trial, not yet paid (decision 0155)
  trial: {
    label: () => i18n.t('membershipsSupporter.trial.status'),
    color: '#5f3dc4',
    background: '#f3f0ff',
  },
};

// the provider's method types (PayMongo's and the sandbox's) as people know them
const methodNames: Record<string, string> = {
  gcash: 'GCash',
  paymaya: 'Maya',
  maya: 'Maya',
  grab_pay: 'GrabPay',
  qrph: 'QR Ph',
};
const methodName = (method: string) =>
  method.toLowerCase() === 'card'
    ? i18n.t('membershipsSupporter.card.methodCard')
    : (methodNames[method.toLowerCase()] ?? method);

/** `Renews on …` while it renews by itself, otherwise when it ends (or ended). */
function endLine(membership: Membership): string {
  const date = formatDate(membership.ends_at);
  if (membership.status === 'lapsed') return i18n.t('membershipsSupporter.card.ended', { date });
  if (membership.status === 'grace') return i18n.t('membershipsSupporter.card.endsUnlessRenewed', { date });
  if (membership.status === 'trial' && membership.trial_ends_at) {
    return i18n.t('membershipsSupporter.trial.endsOn', { date: formatDate(membership.trial_ends_at) });
  }
  if (membership.status === 'paused' && membership.paused_until) {
    return linkTexts.t('membershipLinks.page.pausedUntil', {
      until: formatDate(membership.paused_until),
      date,
    });
  }
  return membership.auto_renew && !membership.cancelled_at
    ? i18n.t('membershipsSupporter.card.renews', { date })
    : i18n.t('membershipsSupporter.card.ends', { date });
}

export type MembershipActions = {
  onRenew: () => void;
  renewing: boolean;
  onCancel: () => void;
  onChangeTier: () => void;
  onAutoRenew: (on: boolean) => void;
  savingAutoRenew: boolean;
  /** A pause (decision 0150): offered in the paid period, ended early while it runs. */
  onPause: () => void;
  onResume: () => void;
  resuming: boolean;
};

/** One membership of My memberships: whose, which tier, until when, how it renews, and what can be done. */
export function MembershipCard({
  membership,
  actions,
}: {
  membership: Membership;
  actions: MembershipActions;
}) {
  const { t } = useTranslation();
  const { creator, tier, status } = membership;
  const badge = statusBadges[status];
  const open = status !== 'lapsed';
  const headingId = `membership-${membership.id}`;
  const hintId = `membership-${membership.id}-auto-renew-hint`;
  return (
    <Paper component="article" aria-labelledby={headingId} withBorder radius="lg" p="md">
      <Stack gap="sm">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <Avatar src={avatarSource(creator)} name={creator.page_name} color="initials" alt="" size={48} />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Title order={2} fz="md" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                <Anchor component={Link} to={`/${creator.page_url}`} inherit>
                  {creator.page_name}
                </Anchor>
              </Title>
              <Badge variant="filled" color={badge.background} c={badge.color}>
                {badge.label()}
              </Badge>
            </Group>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {t('membershipsSupporter.card.price', { tier: tier.name, price: formatMoney(tier.price) })}
            </Text>
            <Text c="dimmed" fz="sm">
              {endLine(membership)}
              {membership.method ? ` · ${methodName(membership.method)}` : ''} ·{' '}
              {t('membershipsSupporter.card.atATime', { period: periodName(membership.months) })}
            </Text>
            {membership.cancelled_at && open && (
              <Text fz="sm">
                {t('membershipsSupporter.card.cancelled', { date: formatDate(membership.ends_at) })}
              </Text>
            )}
            {membership.next_tier && (
              <Text fz="sm">
                {t('membershipsSupporter.card.changesTo', { tier: membership.next_tier.name })}
              </Text>
            )}
          </Stack>
        </Group>

        {open && (
          <div>
            <Switch
              label={t('membershipsSupporter.card.autoRenew')}
              checked={membership.auto_renew}
              disabled={!membership.can_auto_renew || actions.savingAutoRenew}
              aria-describedby={membership.can_auto_renew ? undefined : hintId}
              onChange={(event) => actions.onAutoRenew(event.currentTarget.checked)}
              // a switch that cannot be turned on still reads, beside the reason why
              styles={{
                body: { minHeight: 44, alignItems: 'center' },
                label: membership.can_auto_renew ? undefined : { color: 'var(--mantine-color-dimmed)' },
              }}
            />
            {!membership.can_auto_renew && (
              <Text id={hintId} fz="xs" c="dimmed" pl={46}>
                {t('membershipsSupporter.card.cannotAutoRenew')}
              </Text>
            )}
          </div>
        )}

        {/* narrower than a button's default padding: the three fit on one line of a 360 px phone */}
        <Group gap="xs">
          <Button
            variant={open ? 'light' : 'gradient'}
            mih={44}
            px="md"
            loading={actions.renewing}
            onClick={actions.onRenew}
            aria-label={t('membershipsSupporter.card.renewLabel', { name: creator.page_name })}
          >
            {t('membershipsSupporter.card.renew')}
          </Button>
          {open && (
            <Button
              variant="default"
              mih={44}
              px="md"
              onClick={actions.onChangeTier}
              aria-label={t('membershipsSupporter.card.changeTierLabel', { name: creator.page_name })}
            >
              {t('membershipsSupporter.card.changeTier')}
            </Button>
          )}
          {status === 'active' && (
            <Button
              variant="default"
              mih={44}
              px="md"
              onClick={actions.onPause}
              aria-label={t('membershipLinks.card.pauseLabel', { name: creator.page_name })}
            >
              {t('membershipLinks.card.pause')}
            </Button>
          )}
          {status === 'paused' && (
            <Button
              variant="light"
              mih={44}
              px="md"
              loading={actions.resuming}
              onClick={actions.onResume}
              aria-label={t('membershipLinks.card.resumeLabel', { name: creator.page_name })}
            >
              {t('membershipLinks.card.resume')}
            </Button>
          )}
          {open && !membership.cancelled_at && (
            <Button
              variant="subtle"
              color="red"
              mih={44}
              px="md"
              onClick={actions.onCancel}
              aria-label={t('membershipsSupporter.card.cancelLabel', { name: creator.page_name })}
            >
              {t('membershipsSupporter.card.cancel')}
            </Button>
          )}
        </Group>

        {membership.receipts.length > 0 && (
          <Accordion variant="contained" radius="md" chevronPosition="right">
            <Accordion.Item value="receipts">
              <Accordion.Control mih={44}>
                {t('membershipsSupporter.card.receipts', {
                  n: membership.receipts.length,
                  total: formatMoney(membership.total_paid),
                })}
              </Accordion.Control>
              <Accordion.Panel>
                <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
                  {membership.receipts.map((receipt) => (
                    <li key={receipt.reference}>
                      <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                        <Stack gap={0} style={{ minWidth: 0 }}>
                          <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                            {receipt.tier_name} ·{' '}
                            {receipt.months === 0
                              ? t('membershipsSupporter.card.upgradeDifference')
                              : periodName(receipt.months)}
                          </Text>
                          <Text fz="xs" c="dimmed">
                            <DateTimeText iso={receipt.paid_at} /> ·{' '}
                            <span style={{ whiteSpace: 'nowrap' }}>{receipt.reference}</span>
                          </Text>
                        </Stack>
                        <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
                          {formatMoney(receipt.amount)}
                        </Text>
                      </Group>
                    </li>
                  ))}
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          </Accordion>
        )}
      </Stack>
    </Paper>
  );
}
