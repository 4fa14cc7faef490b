import { Badge, Group, Image, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MembershipTier } from '@pixel/contract';
import { LineIcon } from '@/components/ui/icons';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { formatCount, formatMoney } from '@/lib/money';
import { periodName } from './tier-prices';
import { useTranslation } from '../texts';

function CheckIcon() {
  return (
    <LineIcon size={16}>
      <path d="m5 12 5 5L20 7" />
    </LineIcon>
  );
}

const discountOf = (tier: MembershipTier, months: number) =>
  months === 12 ? tier.discount_12_months : months === 6 ? tier.discount_6_months : 0;

/** 1, 3, 6 and 12 months as charged, with the discount where there is one. */
function TierPeriodPrices({ tier }: { tier: MembershipTier }) {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, sm: 4 }}
      spacing="xs"
      maw={600}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('memberships.tierCard.prices')}
    >
      {tier.prices.map(({ months, amount }) => {
        const discount = discountOf(tier, months);
        return (
          <Paper component="li" key={months} withBorder radius="md" px="sm" py={6} bg="gray.0">
            <Text fz="xs" c="dimmed">
              {periodName(months)}
            </Text>
            <Text fz="sm" fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(amount)}
            </Text>
            {/* a line of its own: beside a six-figure amount it would stick out of the box */}
            {discount > 0 && (
              <Text fz="xs" fw={600} c="teal.9">
                {t('memberships.tierCard.off', { discount })}
              </Text>
            )}
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}

function StatusBadge({ tier }: { tier: MembershipTier }) {
  const { t } = useTranslation();
  return tier.status === 'archived' ? (
    <Badge variant="default" flex="none">
      {t('memberships.tierCard.archived')}
    </Badge>
  ) : tier.status === 'hidden' ? (
    <Badge variant="light" color="gray" flex="none">
      {t('memberships.tierCard.hidden')}
    </Badge>
  ) : null;
}

/**
 * One of the creator's tiers as they manage it: name, monthly price and each period's price, description,
 * benefits, members and status; `handle` (to reorder) beside the name, `actions` at the foot.
 */
export function TierCard({
  tier,
  handle,
  actions,
}: {
  tier: MembershipTier;
  handle?: ReactNode;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const members = tier.member_count ?? 0;
  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-labelledby={`tier-${tier.id}-name`}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" align="flex-start" wrap="nowrap" miw={0}>
            {handle}
            {tier.image && (
              <Image src={tier.image} alt="" radius="md" w={56} h={56} fit="cover" flex="none" />
            )}
            <Stack gap={2} miw={0}>
              <Title order={2} fz="lg" id={`tier-${tier.id}-name`} style={{ overflowWrap: 'anywhere' }}>
                {tier.name}
              </Title>
              <Text fz="sm">
                <Text span fw={800}>
                  {formatMoney(tier.price)}
                </Text>{' '}
                <Text span c="dimmed">
                  {t('memberships.tierCard.aMonth')}
                </Text>
              </Text>
              <Text fz="sm" c="dimmed">
                {formatCount(members)}{' '}
                {members === 1 ? t('memberships.tierCard.member') : t('memberships.tierCard.members')}
              </Text>
            </Stack>
          </Group>
          {/* the status keeps its width beside a long name on a phone: the name wraps instead */}
          <StatusBadge tier={tier} />
        </Group>
        <TierPeriodPrices tier={tier} />
        {tier.offers_trial && (
          <Text fz="sm" fw={600} c="teal.9">
            {t('memberships.trial.badge')}
          </Text>
        )}
        {tier.description && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <TextWithHashtags>{tier.description}</TextWithHashtags>
          </Text>
        )}
        {tier.benefits.length > 0 && (
          <List
            spacing={4}
            fz="sm"
            aria-label={t('memberships.tierCard.benefitsOf', { name: tier.name })}
            icon={<CheckIcon />}
            styles={{
              itemWrapper: { alignItems: 'flex-start' },
              itemIcon: { color: 'var(--mantine-color-teal-9)' },
            }}
          >
            {tier.benefits.map((benefit, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {benefit}
              </List.Item>
            ))}
          </List>
        )}
        {tier.status === 'archived' && (
          <Text fz="sm" c="dimmed">
            {t('memberships.tierCard.archivedNote')}
          </Text>
        )}
        {actions}
      </Stack>
    </Paper>
  );
}
