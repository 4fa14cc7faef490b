import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { staffMay, staffRoleLabels, type AdminUserDetail } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { usePerson, type RevealedNumbers, type SuspensionChange } from '../api/person';
import { darkerText } from '@/app/theme';
import { AccountStatusBadges } from './account-status-badges';
import { BankAccountsSection } from './bank-accounts-section';
import { useStaff } from './admin-layout';
import { LeakLookupSection } from './leak-lookup-section';
import { LimitsSection } from './limits-section';
import { NotesSection } from './notes-section';
import { PayoutChangeModal } from './payout-change-modal';
import {
  LedgerTable,
  PaymentsTable,
  PayoutsTable,
  RefundRequestsTable,
  SessionsTable,
  type Payment,
} from './person-records';
import { PostsSection } from './posts-section';
import { RefundModal } from './refund-modal';
import { RevealNumbersModal } from './reveal-numbers-modal';
import { SuspensionModal } from './suspension-modal';
import { Facts, Section } from './page-parts';

function ProfileFacts({ person }: { person: AdminUserDetail }) {
  const items: [string, ReactNode][] = [
    [
      'Email',
      person.email ? (
        <>
          {person.email} {person.email_verified_at ? '(verified)' : '(not verified)'}
        </>
      ) : (
        'None: signs in with an e-payment account'
      ),
    ],
    [
      'Page',
      <Anchor href={`/${person.page_url}`} target="_blank" rel="noreferrer" fz="sm">
        /{person.page_url}
      </Anchor>,
    ],
    ['Joined', formatDate(person.created_at)],
    ['Status', <AccountStatusBadges person={person} />],
  ];
  items.push(['Two-factor sign-in', person.two_factor ? 'On' : 'Off']);
  items.push(['Staff role', person.staff_role ? staffRoleLabels[person.staff_role] : 'Not staff']);
  if (person.bio) items.push(['Bio', <span style={{ whiteSpace: 'pre-wrap' }}>{person.bio}</span>]);
  return <Facts labelWidth="7.5rem" items={items} />;
}

function Balances({ person }: { person: AdminUserDetail }) {
  const figures = [
    ['Available', person.balances.available],
    ['Pending', person.balances.pending],
    ['On hold', person.balances.on_hold],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {figures.map(([label, amount]) => (
        <Paper key={label} bg="gray.0" radius="md" p="sm" aria-label={label}>
          <Text c="dimmed" fz="sm" fw={600}>
            {label}
          </Text>
          <Text fz="xl" fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(amount)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function LinkedAccount({
  person,
  revealed,
}: {
  person: AdminUserDetail;
  revealed: RevealedNumbers['linked_account'] | undefined;
}) {
  const linked = person.linked_account;
  if (!linked) {
    return (
      <Text c="dimmed" fz="sm">
        No e-payment account is linked.
      </Text>
    );
  }
  return (
    <Facts
      labelWidth="7.5rem"
      items={[
        ['Username', linked.username],
        [
          'Mobile number',
          (revealed?.username === linked.username ? revealed.mobile_number : linked.mobile_number) ?? '—',
        ],
      ]}
    />
  );
}

function PersonView({ person }: { person: AdminUserDetail }) {
  const staff = useStaff();
  const [change, setChange] = useState<SuspensionChange | null>(null);
  const [refunding, setRefunding] = useState<{ payment: Payment; side: 'made' | 'received' } | null>(null);
  const [changingPayout, setChangingPayout] = useState(false);
  // the full numbers stay in this view only: gone when the page is left
  const [revealed, setRevealed] = useState<RevealedNumbers | null>(null);
  const [revealing, setRevealing] = useState(false);
  const maySuspend = staffMay(staff.role, 'suspend');
  const revealAction = (hasNumbers: boolean) => {
    if (!hasNumbers) return null;
    if (revealed) {
      return (
        <Badge variant="light" color="orange" c={darkerText.orange} miw="max-content">
          Shown in full
        </Badge>
      );
    }
    return (
      staffMay(staff.role, 'reveal_numbers') && (
        <Button size="compact-sm" variant="light" onClick={() => setRevealing(true)}>
          Show numbers
        </Button>
      )
    );
  };
  const refundFrom = (side: 'made' | 'received') =>
    staffMay(staff.role, 'refund') ? (payment: Payment) => setRefunding({ payment, side }) : undefined;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }} style={{ overflowWrap: 'anywhere' }}>
            {person.page_name}
          </Title>
          <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            @{person.page_url} · {person.email ?? 'no email'}
          </Text>
          <AccountStatusBadges person={person} />
        </Stack>
        {maySuspend && person.status !== 'inactive' && (
          <Button
            color={person.status === 'active' ? 'red' : undefined}
            variant="light"
            onClick={() => setChange(person.status === 'active' ? 'suspend' : 'unsuspend')}
          >
            {person.status === 'active' ? 'Suspend' : 'Lift suspension'}
          </Button>
        )}
      </Group>
      {person.status === 'suspended' && person.suspended_at && (
        <Alert color="red" variant="light" title="Suspended">
          Since <DateTimeText iso={person.suspended_at} />
          {person.suspension_reason ? `: ${person.suspension_reason}` : '.'}
        </Alert>
      )}
      {person.closing && person.erase_at && (
        <Alert
          color="orange"
          variant="light"
          title="Closing"
          // the light orange's own title reads below 4.5:1 on its tint; this brown reads 5.7:1
          styles={{ title: { color: darkerText.orange } }}
        >
          They asked to delete their account: it is erased on {formatDate(person.erase_at)} unless they
          cancel.
        </Alert>
      )}

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Section title="Profile">
          <ProfileFacts person={person} />
        </Section>
        <Stack gap="md">
          <Section title="Balances">
            <Balances person={person} />
          </Section>
          <Section
            title="Linked e-payment account"
            action={revealAction(person.linked_account?.mobile_number != null)}
          >
            <LinkedAccount person={person} revealed={revealed?.linked_account} />
          </Section>
        </Stack>
      </SimpleGrid>
      <Section title="Ledger">
        <LedgerTable person={person} />
      </Section>
      <Section title="Payments received">
        <PaymentsTable person={person} side="received" onRefund={refundFrom('received')} />
      </Section>
      <Section title="Payments made">
        <PaymentsTable person={person} side="made" onRefund={refundFrom('made')} />
      </Section>
      <Section
        title="Refund requests"
        action={
          staffMay(staff.role, 'refund_requests') && (
            <Anchor component={Link} to="/admin/refund-requests" fz="sm" fw={600}>
              Decide them in Refund requests
            </Anchor>
          )
        }
      >
        <RefundRequestsTable person={person} />
      </Section>
      <Section title="Payouts">
        <PayoutsTable person={person} />
      </Section>
      <Section
        title="Bank accounts"
        action={
          <Group gap="xs">
            {revealAction(person.bank_accounts.length > 0)}
            {staffMay(staff.role, 'change_payout_details') && (
              <Button size="compact-sm" variant="light" onClick={() => setChangingPayout(true)}>
                Change payout details
              </Button>
            )}
          </Group>
        }
      >
        <BankAccountsSection
          person={person}
          revealed={revealed?.bank_accounts}
          canApproveName={staffMay(staff.role, 'review_identity')}
        />
      </Section>
      <Section title="Limits">
        <LimitsSection
          userId={person.id}
          canSet={staffMay(staff.role, 'set_limits') && staff.user_id !== person.id}
        />
      </Section>
      <Section title="Posts">
        <PostsSection userId={person.id} canModerate={staffMay(staff.role, 'moderate_content')} />
      </Section>
      {staffMay(staff.role, 'moderate_content') && (
        <Section title="Leaked copies">
          <LeakLookupSection userId={person.id} />
        </Section>
      )}
      <Section title="Sessions">
        <SessionsTable person={person} />
      </Section>
      <Section title="Notes">
        <NotesSection person={person} canWrite={staffMay(staff.role, 'write_notes')} />
      </Section>
      <SuspensionModal person={person} change={change} onClose={() => setChange(null)} />
      <RefundModal userId={person.id} refunding={refunding} onClose={() => setRefunding(null)} />
      <PayoutChangeModal person={person} opened={changingPayout} onClose={() => setChangingPayout(false)} />
      <RevealNumbersModal
        person={person}
        opened={revealing}
        onRevealed={setRevealed}
        onClose={() => setRevealing(false)}
      />
    </Stack>
  );
}

/** /admin/people/:userId: one person's account, money, sign-ins and notes, and suspending it. */
export function PersonPage() {
  const { userId = '' } = useParams();
  const location = useLocation();
  const person = usePerson(userId);
  useDocumentTitle(person.data ? person.data.data.page_name : 'Person');
  // back to the search the person was found with, when they were
  const from = (location.state as { from?: string } | null)?.from ?? '/admin';

  return (
    <Stack gap="md">
      <Anchor component={Link} to={from} fz="sm" fw={600}>
        ← Back to people
      </Anchor>
      {person.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading the person">
          <Skeleton h={72} radius="md" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      ) : person.isError ? (
        isApiError(person.error) && (person.error.status === 404 || person.error.status === 422) ? (
          <Alert color="gray" variant="light" title="No such person">
            There is no account with this id. Search for them on People.
          </Alert>
        ) : (
          <LoadError onRetry={() => void person.refetch()}>{person.error.message}</LoadError>
        )
      ) : (
        // keyed: another person's page starts with their numbers masked
        <PersonView key={person.data.data.id} person={person.data.data} />
      )}
    </Stack>
  );
}
