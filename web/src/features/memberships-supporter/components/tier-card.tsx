import { Badge, Box, Group, Image, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MembershipTier } from '@pixel/contract';
import { LineIcon } from '@/components/ui/icons';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { GiftTierButton } from '@/features/gift-items';
import { formatCount, formatMoney } from '@/lib/money';
import { useTranslation } from '../texts';

function CheckIcon() {
  return (
    <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden="true">
      <LineIcon size={14}>
        <path d="m5 12.5 4.5 4.5L19 7.5" />
      </LineIcon>
    </ThemeIcon>
  );
}

/**
 * One tier on a creator's Membership tab: its picture, name, monthly price, description (hashtags linked),
 * benefits as a checklist and, when the creator shows them, its members; `action` is its button.
 */
export function TierCard({
  tier,
  showMemberCount,
  isViewersTier,
  action,
}: {
  tier: MembershipTier;
  showMemberCount: boolean;
  isViewersTier: boolean;
  action: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = `tier-${tier.id}-name`;
  return (
    <Paper
      component="article"
      id={`tier-${tier.id}`}
      aria-labelledby={headingId}
      withBorder
      radius="lg"
      style={{
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        borderColor: isViewersTier ? 'var(--mantine-color-pixel-6)' : undefined,
      }}
    >
      {tier.image && <Image src={tier.image} alt="" h={160} fit="cover" loading="lazy" />}
      <Stack gap="sm" p="md" style={{ flex: 1 }}>
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <Title order={3} fz="lg" id={headingId} style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
              {tier.name}
            </Title>
            {isViewersTier && (
              <Badge variant="light" style={{ flex: 'none' }}>
                {t('membershipsSupporter.tier.yours')}
              </Badge>
            )}
          </Group>
          <Text>
            <Text span fw={800} fz="xl">
              {formatMoney(tier.price)}
            </Text>{' '}
            <Text span c="dimmed">
              {t('membershipsSupporter.tier.perMonth')}
            </Text>
          </Text>
          {showMemberCount && tier.member_count !== null && (
            <Text fz="sm" c="dimmed">
              {tier.member_count === 1
                ? t('membershipsSupporter.tier.membersOne')
                : t('membershipsSupporter.tier.membersMany', { n: formatCount(tier.member_count) })}
            </Text>
          )}
        </Stack>
        {tier.description && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <TextWithHashtags>{tier.description}</TextWithHashtags>
          </Text>
        )}
        {tier.benefits.length > 0 && (
          <List
            spacing={6}
            icon={<CheckIcon />}
            aria-label={t('membershipsSupporter.tier.benefits', { tier: tier.name })}
          >
            {tier.benefits.map((benefit, index) => (
              <List.Item key={index} style={{ overflowWrap: 'anywhere' }}>
                {benefit}
              </List.Item>
            ))}
          </List>
        )}
        <Box mt="auto" pt="xs">
          {action}
          <GiftTierButton tier={tier} />
        </Box>
      </Stack>
    </Paper>
  );
}
