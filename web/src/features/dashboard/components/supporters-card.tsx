import { Anchor, Avatar, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Supporter } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { avatarSource } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useSupporters } from '../api/get-supporters';
import { LoadMoreButton } from '@/components/ui/list-states';
import { i18n, useTranslation } from '../texts';

function whatTheyGave({ gifts, purchases }: Supporter) {
  const parts = [];
  if (gifts)
    parts.push(
      i18n.t(gifts === 1 ? 'dashboard.supporters.giftOne' : 'dashboard.supporters.giftMany', { n: gifts }),
    );
  if (purchases)
    parts.push(
      i18n.t(purchases === 1 ? 'dashboard.supporters.purchaseOne' : 'dashboard.supporters.purchaseMany', {
        n: purchases,
      }),
    );
  return parts.join(' · ');
}

function SupporterLine({ supporter }: { supporter: Supporter }) {
  const { person } = supporter;
  return (
    // the name keeps its width: on a narrow phone the amount goes under it rather than the name being cut
    <Group component="li" gap="xs" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
        <Avatar
          src={person ? avatarSource(person) : null}
          name={supporter.name}
          color="pixel"
          alt=""
          styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          {person ? (
            <Anchor component={Link} to={`/${person.page_url}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
              {supporter.name}
            </Anchor>
          ) : (
            <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
              {supporter.name}
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {whatTheyGave(supporter)} ·{' '}
            <time dateTime={supporter.last_supported_at} style={{ whiteSpace: 'nowrap' }}>
              {formatDate(supporter.last_supported_at)}
            </time>
          </Text>
        </Stack>
      </Group>
      <Text fw={700} ml="auto" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(supporter.total_amount)}
      </Text>
    </Group>
  );
}

/** The dashboard's supporters: everyone who gave or bought, the latest first, with what they gave in all. */
export function SupportersCard() {
  const { t } = useTranslation();
  const supporters = useSupporters();
  const lines = supporters.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="supporters-heading">
      <Stack gap="md">
        <Title order={2} fz="lg" id="supporters-heading">
          {t('dashboard.supporters.title')}
        </Title>
        {supporters.isPending ? (
          <Stack gap="sm" role="status" aria-label={t('dashboard.supporters.loading')}>
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        ) : supporters.isError ? (
          <LoadError onRetry={() => void supporters.refetch()} />
        ) : lines.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('dashboard.supporters.empty')}
          </Text>
        ) : (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {lines.map((supporter, index) => (
              <SupporterLine
                key={`${supporter.person?.page_url ?? index}-${supporter.last_supported_at}`}
                supporter={supporter}
              />
            ))}
          </Stack>
        )}
        <LoadMoreButton list={supporters}>{t('common.loadMoreTitle')}</LoadMoreButton>
      </Stack>
    </Paper>
  );
}
