import { Group, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { PagePagination } from '@/components/ui/page-pagination';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { transactionPageSizes } from '@pixel/contract';
import { useTransactions, type TransactionsParams } from '../api/get-transactions';
import { StatementDownload } from './statement-download';
import { YearlyCertificateDownload } from './yearly-certificate-download';
import { TransactionList } from './transaction-list';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { whileReplaced } from '@/components/ui/list-states';
import { useTranslation } from '../texts';

type Tab = 'all' | 'payout';

/** Search and filters wait this long after the last keystroke (spec §5). */
const searchDebounceMs = 300;

function SearchIcon() {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" strokeLinecap="round" />
    </svg>
  );
}

function TransactionsPanel({ tab, search }: { tab: Tab; search: string }) {
  const { t } = useTranslation();
  // the page belongs to one tab and search: a new filter starts again at page 1
  const filter = `${tab}|${search}`;
  const [paging, setPaging] = useState({ filter, page: 1 });
  const page = paging.filter === filter ? paging.page : 1;

  const query: TransactionsParams = {
    page,
    per_page: transactionPageSizes.list,
    search,
    transaction_type: tab === 'payout' ? 'payout' : undefined,
  };
  const transactions = useTransactions(query);
  const meta = transactions.data?.meta;

  return (
    <Stack gap="md" pt="md" {...whileReplaced(transactions.isPlaceholderData)}>
      <TransactionList
        transactions={transactions.data?.data}
        isError={transactions.isError}
        onRetry={() => void transactions.refetch()}
        emptyText={search ? t('statements.history.noResults') : undefined}
      />
      {meta && meta.last_page > 1 && (
        <Group justify="space-between" gap="sm">
          <Text c="dimmed" fz="sm">
            {t('statements.history.pageOf', {
              page: meta.current_page,
              pages: meta.last_page,
              total: meta.total,
            })}
          </Text>
          <PagePagination
            total={meta.last_page}
            value={meta.current_page}
            onChange={(next) => setPaging({ filter, page: next })}
          />
        </Group>
      )}
    </Stack>
  );
}

/** Every transaction of the signed-in user; `?tab=payout` shows the payouts only. */
export function TransactionHistoryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('statements.history.documentTitle'));
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'payout' ? 'payout' : 'all';
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), searchDebounceMs);

  const selectTab = (value: string | null) =>
    setSearchParams(
      (params) => {
        if (value === 'payout') params.set('tab', 'payout');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <Title order={1}>{t('statements.history.title')}</Title>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <TextInput
          label={t('statements.history.search')}
          placeholder={t('statements.history.searchPlaceholder')}
          leftSection={<SearchIcon />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
          mb="md"
          type="search"
          maxLength={100}
        />
        <Tabs value={tab} onChange={selectTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="all">{t('statements.history.all')}</Tabs.Tab>
            <Tabs.Tab value="payout">{t('statements.history.payouts')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="all">
            <TransactionsPanel tab="all" search={debouncedSearch} />
          </Tabs.Panel>
          <Tabs.Panel value="payout">
            <TransactionsPanel tab="payout" search={debouncedSearch} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <StatementDownload />
      <YearlyCertificateDownload />
    </Stack>
  );
}
