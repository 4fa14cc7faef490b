import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Member, MembershipStatus } from '@pixel/contract';
import { LoadMoreButton, whileReplaced } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSentinel } from '@/hooks/use-sentinel';
import { avatarSource } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { membersExportUrl, useMembers, type MembersFilters } from '../api/get-members';
import { useOwnTiers } from '../api/get-tiers';
import { useTranslation } from '../texts';

/** Search waits this long after the last keystroke (spec §5). */
const searchDebounceMs = 300;

// a finger's height on a phone, the usual size from the small-screen breakpoint up
const tapHeight = { base: 44, sm: 'auto' } as const;

// text and background set together, as on the transaction badges: Mantine's light teal and orange read
// under 4.5:1
const statusBadges: Record<
  MembershipStatus,
  { label: 'active' | 'grace' | 'paused' | 'lapsed' | 'trial'; color: string; background: string }
> = {
  active: { label: 'active', color: '#08704f', background: '#e6fcf5' },
  grace: { label: 'grace', color: '#8a4b00', background: '#fff4e0' },
  // paused by the member (decision 0150): no access, no charge, back by itself
  paused: { label: 'paused', color: '#1c4f8a', background: '#e7f0fb' },
  lapsed: { label: 'lapsed', color: '#495057', background: '#f1f3f5' },
  // a free trial, not yet paid (decision 0155)
  trial: { label: 'trial', color: '#5f3dc4', background: '#f3f0ff' },
};

function StatusBadge({ status }: { status: MembershipStatus }) {
  const { t } = useTranslation();
  const badge = statusBadges[status];
  return (
    // its whole word: a table cell would otherwise squeeze it to "LAPS…"
    <Badge variant="filled" color={badge.background} c={badge.color} flex="none" miw="max-content">
      {badge.label === 'trial' ? t('memberships.trial.status') : t(`memberships.membersPage.${badge.label}`)}
    </Badge>
  );
}

function MemberName({ member }: { member: Member }) {
  const { supporter } = member;
  return (
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
  );
}

const columns = ['member', 'tier', 'status', 'memberSince', 'endsOn', 'autoRenew', 'totalPaid'] as const;

function MembersTable({ members }: { members: Member[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column}
                ta={column === 'totalPaid' ? 'right' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {t(`memberships.membersPage.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td miw={200}>
                <MemberName member={member} />
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{member.tier.name}</Table.Td>
              <Table.Td>
                <StatusBadge status={member.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(member.member_since)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(member.ends_at)}</Table.Td>
              <Table.Td>
                {member.auto_renew ? t('memberships.membersPage.on') : t('memberships.membersPage.off')}
              </Table.Td>
              <Table.Td ta="right" fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(member.total_paid)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The small-screen form of the list: one stacked entry per member. */
function MembersStack({ members }: { members: Member[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {members.map((member) => (
        <Box
          component="li"
          key={member.id}
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <MemberName member={member} />
              <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(member.total_paid)}
              </Text>
            </Group>
            <Group gap="xs">
              <Text fz="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {member.tier.name}
              </Text>
              <StatusBadge status={member.status} />
            </Group>
            <Text fz="xs" c="dimmed">
              {t('memberships.membersPage.stacked', {
                since: formatDate(member.member_since),
                ends: formatDate(member.ends_at),
                renew: member.auto_renew
                  ? t('memberships.membersPage.onLower')
                  : t('memberships.membersPage.offLower'),
              })}
            </Text>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function MembersList({ filters, filtered }: { filters: MembersFilters; filtered: boolean }) {
  const { t } = useTranslation();
  const members = useMembers(filters);
  const smallScreen = useMediaQuery('(max-width: 48em)');
  const rows = members.data?.pages.flatMap((page) => page.data) ?? [];
  const more = members.hasNextPage && !members.isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (members.hasNextPage && !members.isFetchingNextPage) void members.fetchNextPage();
  }, more);

  if (members.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t('memberships.membersPage.loading')}>
        {Array.from({ length: 4 }, (_, key) => (
          <Skeleton key={key} height={48} radius="md" />
        ))}
      </Stack>
    );
  }
  if (members.isError && rows.length === 0) {
    return (
      <LoadError title={null} onRetry={() => void members.refetch()}>
        {t('memberships.membersPage.loadError')}
      </LoadError>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {filtered ? t('memberships.membersPage.noResults') : t('memberships.membersPage.empty')}
      </Text>
    );
  }
  return (
    <Stack gap="md" {...whileReplaced(members.isPlaceholderData)}>
      {smallScreen ? <MembersStack members={rows} /> : <MembersTable members={rows} />}
      {members.isFetchingNextPage && (
        <Skeleton height={48} radius="md" aria-label={t('memberships.membersPage.loadingMore')} />
      )}
      <div ref={sentinel} style={{ height: 1 }} />
      {/* for a browser that does not load more by itself, and for a keyboard */}
      <LoadMoreButton list={members} />
    </Stack>
  );
}

const statuses = ['active', 'lapsed'] as const;
const isStatus = (value: string | null): value is (typeof statuses)[number] =>
  (statuses as readonly (string | null)[]).includes(value);

/**
 * /dashboard/creator-hub/members: everyone who joined one of the creator's tiers, by tier and status, with a
 * search; 12 at a time as the page scrolls, and the same list as a CSV file.
 */
export function MembersPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('memberships.members'));
  const tiers = useOwnTiers();
  // the tier and the status are in the address, so a link (the dashboard's) can open the list filtered
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDebounceMs);
  const tierId = params.get('tier') ?? '';
  const status = params.get('status');

  const filters: MembersFilters = {
    ...(debouncedSearch && { search: debouncedSearch }),
    ...(tierId && { tier_id: tierId }),
    ...(isStatus(status) && { status }),
  };

  const setParam = (name: string, value: string) =>
    setParams(
      (current) => {
        if (value) current.set(name, value);
        else current.delete(name);
        return current;
      },
      { replace: true },
    );

  const tierOptions = [
    { value: '', label: t('memberships.membersPage.allTiers') },
    ...(tiers.data?.data ?? []).map((tier) => ({
      value: tier.id,
      label: tier.status === 'archived' ? t('memberships.archived', { name: tier.name }) : tier.name,
    })),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
            {t('memberships.creatorHub')}
          </Text>
          <Title order={1}>{t('memberships.members')}</Title>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/dashboard/creator-hub/memberships" variant="default" mih={tapHeight}>
            {t('memberships.myTiers')}
          </Button>
          <Button component="a" href={membersExportUrl(filters)} download variant="light" mih={tapHeight}>
            {t('memberships.membersPage.exportCsv')}
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('memberships.membersPage.search')}
              placeholder={t('memberships.membersPage.searchPlaceholder')}
              type="search"
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <NativeSelect
              label={t('memberships.membersPage.tier')}
              size="md"
              data={tierOptions}
              value={tierId}
              onChange={(event) => setParam('tier', event.currentTarget.value)}
            />
            <NativeSelect
              label={t('memberships.membersPage.status')}
              size="md"
              data={[
                { value: '', label: t('memberships.membersPage.activeAndLapsed') },
                { value: 'active', label: t('memberships.membersPage.active') },
                { value: 'lapsed', label: t('memberships.membersPage.lapsed') },
              ]}
              value={isStatus(status) ? status : ''}
              onChange={(event) => setParam('status', event.currentTarget.value)}
            />
          </SimpleGrid>
          <MembersList filters={filters} filtered={Object.keys(filters).length > 0} />
        </Stack>
      </Paper>
    </Stack>
  );
}
