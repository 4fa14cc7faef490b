import {
  Anchor,
  Avatar,
  Button,
  CopyButton,
  Group,
  Pagination,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { ReferralSummary, ReferredUser } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { avatarSource } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useReferralSummary } from '../api/get-referral-summary';
import { useReferrals } from '../api/get-referrals';

/** A field that shows a value to pass on, with its Copy button beside it (inside, it would cover the text). */
function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={value}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        style={{ flex: 1, minWidth: 0 }}
      />
      <CopyButton value={value}>
        {({ copied, copy }) => (
          <Button
            size="sm"
            variant={copied ? 'filled' : 'light'}
            color={copied ? 'teal' : undefined}
            onClick={copy}
            style={{ flexShrink: 0 }}
          >
            {copied ? 'Copied' : copyLabel}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Text c="dimmed" fz="sm" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

function ShareCard({ summary }: { summary: ReferralSummary }) {
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Your referral code
          </Title>
          <CopyField label="Referral code" value={summary.referral_code} copyLabel="Copy code" />
          <CopyField label="Sign-up link" value={summary.share_url} copyLabel="Copy link" />
          <Text c="dimmed" fz="sm">
            The link opens the sign-up page with your code already filled in.
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label="Signed up with your code" value={String(summary.signups)} />
        <Figure label="Earned so far" value={formatMoney(summary.total_earned)} />
      </SimpleGrid>
    </Stack>
  );
}

function ReferredRow({ person, now }: { person: ReferredUser; now: number }) {
  const earning = Date.parse(person.rewards_until) > now;
  return (
    <Paper withBorder radius="lg" p="md">
      <Group wrap="nowrap" gap="sm">
        <Avatar src={avatarSource(person)} name={person.page_name} color="initials" alt="" />
        <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/${person.page_url}`} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {person.page_name}
          </Anchor>
          <Text c="dimmed" fz="sm">
            Joined {formatDate(person.signed_up_at)} ·{' '}
            {earning
              ? `earns you rewards until ${formatDate(person.rewards_until)}`
              : `rewards ended ${formatDate(person.rewards_until)}`}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(person.earned)}
          </Text>
          <Text c="dimmed" fz="xs">
            earned
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function ReferredList() {
  const [page, setPage] = useState(1);
  const referrals = useReferrals(page);
  const meta = referrals.data?.meta;
  // one moment for every row, so two rows never disagree about the same instant
  const [now] = useState(() => Date.now());
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        People who signed up with your code
      </Title>
      {referrals.isPending ? (
        <>
          <Skeleton h={72} radius="lg" />
          <Skeleton h={72} radius="lg" />
        </>
      ) : referrals.isError ? (
        <LoadError onRetry={() => void referrals.refetch()} />
      ) : referrals.data.data.length === 0 ? (
        <Text c="dimmed">Nobody has signed up with your code yet. Share your link to invite creators.</Text>
      ) : (
        referrals.data.data.map((person) => <ReferredRow key={person.page_url} person={person} now={now} />)
      )}
      {meta && meta.last_page > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={meta.last_page}
          aria-label="Pages of people who signed up with your code"
        />
      )}
    </Stack>
  );
}

const percent = (value: number) => `${value.toLocaleString('en-PH', { maximumFractionDigits: 2 })}%`;

/** /dashboard/referrals: the user's own code and share link, who signed up with it and what it earned. */
export function ReferralsPage() {
  useDocumentTitle('Referrals');
  const summary = useReferralSummary();
  const data = summary.data?.data;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>Referrals</Title>
        {data && (
          <Text c="dimmed">
            Invite creators to PIXEL. When someone signs up with your code, you earn{' '}
            {percent(data.fee_share_percent)} of PIXEL&apos;s fee on every gift and sale they receive for{' '}
            {data.reward_months} months. It comes out of our fee, so they keep exactly what they would without
            you. Rewards reach your wallet with each payment and show in your{' '}
            <Anchor component={Link} to="/dashboard/transactions/history" underline="always">
              transactions
            </Anchor>{' '}
            as Referral reward.
          </Text>
        )}
      </div>
      {summary.isPending ? (
        <Skeleton h={220} radius="lg" />
      ) : summary.isError ? (
        <LoadError onRetry={() => void summary.refetch()} />
      ) : (
        <ShareCard summary={summary.data.data} />
      )}
      <ReferredList />
    </Stack>
  );
}
