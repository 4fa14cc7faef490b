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
import { LoadMoreButton } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSentinel } from '@/hooks/use-sentinel';
import { avatarSource } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { membersExportUrl, useMembers, type MembersFilters } from '../api/get-members';
import { useOwnTiers } from '../api/get-tiers';

/** Search waits this long after the last keystroke (spec §5). */
const searchDebounceMs = 300;

// a finger's height on a phone, the usual size from the small-screen breakpoint up
const tapHeight = { base: 44, sm: 'auto' } as const;

// text and background set together, as on the transaction badges: Mantine's light teal and orange read
// under 4.5:1
const statusBadges: Record<MembershipStatus, { label: string; color: string; background: string }> = {
  active: { label: 'Active', color: '#08704f', background: '#e6fcf5' },
  grace: { label: 'Grace period', color: '#8a4b00', background: '#fff4e0' },
  lapsed: { label: 'Lapsed', color: '#495057', background: '#f1f3f5' },
};

function StatusBadge({ status }: { status: MembershipStatus }) {
  const badge = statusBadges[status];
  return (
    // its whole word: a table cell would otherwise squeeze it to "LAPS…"
    <Badge variant="filled" color={badge.background} c={badge.color} flex="none" miw="max-content">
      {badge.label}
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

const columns = ['Member', 'Tier', 'Status', 'Member since', 'Ends on', 'Auto-renew', 'Total paid'] as const;

function MembersTable({ members }: { members: Member[] }) {
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th
                key={column}
                ta={column === 'Total paid' ? 'right' : undefined}
                style={{ whiteSpace: 'nowrap' }}
              >
                {column}
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
              <Table.Td>{member.auto_renew ? 'On' : 'Off'}</Table.Td>
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
              Member since {formatDate(member.member_since)} · Ends on {formatDate(member.ends_at)} ·
              Auto-renew {member.auto_renew ? 'on' : 'off'}
            </Text>
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}

function MembersList({ filters, filtered }: { filters: MembersFilters; filtered: boolean }) {
  const members = useMembers(filters);
  const smallScreen = useMediaQuery('(max-width: 48em)');
  const rows = members.data?.pages.flatMap((page) => page.data) ?? [];
  const more = members.hasNextPage && !members.isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (members.hasNextPage && !members.isFetchingNextPage) void members.fetchNextPage();
  }, more);

  if (members.isPending) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label="Loading members">
        {Array.from({ length: 4 }, (_, key) => (
          <Skeleton key={key} height={48} radius="md" />
        ))}
      </Stack>
    );
  }
  if (members.isError && rows.length === 0) {
    return (
      <LoadError title={null} onRetry={() => void members.refetch()}>
        Unable to load members.
      </LoadError>
    );
  }
  if (rows.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {filtered
          ? 'No results found.'
          : 'You have no members yet. Share your page link so supporters can join a tier.'}
      </Text>
    );
  }
  return (
    <Stack gap="md" style={{ opacity: members.isPlaceholderData ? 0.6 : 1 }}>
      {smallScreen ? <MembersStack members={rows} /> : <MembersTable members={rows} />}
      {members.isFetchingNextPage && <Skeleton height={48} radius="md" aria-label="Loading more members" />}
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
  useDocumentTitle('Members');
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
    { value: '', label: 'All tiers' },
    ...(tiers.data?.data ?? []).map((tier) => ({
      value: tier.id,
      label: tier.status === 'archived' ? `${tier.name} (archived)` : tier.name,
    })),
  ];

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
            Creator hub
          </Text>
          <Title order={1}>Members</Title>
        </div>
        <Group gap="sm">
          <Button component={Link} to="/dashboard/creator-hub/memberships" variant="default" mih={tapHeight}>
            My Tiers
          </Button>
          <Button component="a" href={membersExportUrl(filters)} download variant="light" mih={tapHeight}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Search members"
              placeholder="Name or page"
              type="search"
              maxLength={100}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <NativeSelect
              label="Tier"
              size="md"
              data={tierOptions}
              value={tierId}
              onChange={(event) => setParam('tier', event.currentTarget.value)}
            />
            <NativeSelect
              label="Status"
              size="md"
              data={[
                { value: '', label: 'Active and lapsed' },
                { value: 'active', label: 'Active' },
                { value: 'lapsed', label: 'Lapsed' },
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
