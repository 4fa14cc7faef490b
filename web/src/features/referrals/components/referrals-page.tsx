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
import { Trans, useTranslation } from '../texts';

/** A field that shows a value to pass on, with its Copy button beside it (inside, it would cover the text). */
function CopyField({ label, value, copyLabel }: { label: string; value: string; copyLabel: string }) {
  const { t } = useTranslation();
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
            {copied ? t('referrals.copied') : copyLabel}
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
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper withBorder radius="lg" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('referrals.yourCode')}
          </Title>
          <CopyField
            label={t('referrals.code')}
            value={summary.referral_code}
            copyLabel={t('referrals.copyCode')}
          />
          <CopyField
            label={t('referrals.link')}
            value={summary.share_url}
            copyLabel={t('referrals.copyLink')}
          />
          <Text c="dimmed" fz="sm">
            {t('referrals.linkHint')}
          </Text>
        </Stack>
      </Paper>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label={t('referrals.signedUp')} value={String(summary.signups)} />
        <Figure label={t('referrals.earnedSoFar')} value={formatMoney(summary.total_earned)} />
      </SimpleGrid>
    </Stack>
  );
}

function ReferredRow({ person, now }: { person: ReferredUser; now: number }) {
  const { t } = useTranslation();
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
            {t('referrals.joined', { date: formatDate(person.signed_up_at) })} ·{' '}
            {t(earning ? 'referrals.earnsUntil' : 'referrals.ended', {
              date: formatDate(person.rewards_until),
            })}
          </Text>
        </Stack>
        <Stack gap={0} align="flex-end">
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(person.earned)}
          </Text>
          <Text c="dimmed" fz="xs">
            {t('referrals.earned')}
          </Text>
        </Stack>
      </Group>
    </Paper>
  );
}

function ReferredList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const referrals = useReferrals(page);
  const meta = referrals.data?.meta;
  // one moment for every row, so two rows never disagree about the same instant
  const [now] = useState(() => Date.now());
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {t('referrals.people')}
      </Title>
      {referrals.isPending ? (
        <>
          <Skeleton h={72} radius="lg" />
          <Skeleton h={72} radius="lg" />
        </>
      ) : referrals.isError ? (
        <LoadError onRetry={() => void referrals.refetch()} />
      ) : referrals.data.data.length === 0 ? (
        <Text c="dimmed">{t('referrals.nobody')}</Text>
      ) : (
        referrals.data.data.map((person) => <ReferredRow key={person.page_url} person={person} now={now} />)
      )}
      {meta && meta.last_page > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={meta.last_page}
          aria-label={t('referrals.pages')}
        />
      )}
    </Stack>
  );
}

const percent = (value: number) => `${value.toLocaleString('en-PH', { maximumFractionDigits: 2 })}%`;

/** /dashboard/referrals: the user's own code and share link, who signed up with it and what it earned. */
export function ReferralsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('referrals.title'));
  const summary = useReferralSummary();
  const data = summary.data?.data;
  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('referrals.title')}</Title>
        {data && (
          <Text c="dimmed">
            <Trans
              i18nKey="referrals.intro"
              values={{ percent: percent(data.fee_share_percent), months: data.reward_months }}
              components={{
                link: <Anchor component={Link} to="/dashboard/transactions/history" underline="always" />,
              }}
            />
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
