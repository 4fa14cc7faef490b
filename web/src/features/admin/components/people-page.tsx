import { zodResolver } from '@hookform/resolvers/zod';
import { Anchor, Box, Button, Group, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { PagePagination } from '@/components/ui/page-pagination';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { adminUserSearchQuery, type AdminUserSummary } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { localMessage } from '@/lib/form-messages';
import { formatDate } from '@/lib/dates';
import { formatCount } from '@/lib/money';
import { whileReplaced } from '@/components/ui/list-states';
import { usePeopleSearch } from '../api/search-people';
import { AccountStatusBadges } from './account-status-badges';

const searchForm = adminUserSearchQuery.pick({ search: true });

function SearchForm({ search, onSearch }: { search: string; onSearch: (search: string) => void }) {
  const form = useForm({ resolver: zodResolver(searchForm), defaultValues: { search } });
  return (
    <form onSubmit={form.handleSubmit((values) => onSearch(values.search))} noValidate role="search">
      <TextInput
        label="Search people"
        placeholder="Email, page address, name, mobile number, payment or payout reference"
        autoComplete="off"
        // a staff member opens the page to search: the field is where they start
        autoFocus={!search}
        error={localMessage(form.formState.errors.search?.message)}
        // the button sits beside the field itself, level with it, and its error goes under both
        inputContainer={(field) => (
          <Group gap="sm" wrap="nowrap">
            <Box style={{ flex: 1, minWidth: 0 }}>{field}</Box>
            <Button type="submit" variant="gradient" size="md" style={{ flexShrink: 0 }}>
              Search
            </Button>
          </Group>
        )}
        {...form.register('search')}
      />
    </form>
  );
}

function PersonRow({ person, from }: { person: AdminUserSummary; from: string }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Anchor
            component={Link}
            to={`/admin/people/${person.id}`}
            state={{ from }}
            fw={700}
            style={{ overflowWrap: 'anywhere' }}
          >
            {person.page_name}
          </Anchor>
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            @{person.page_url} · {person.email ?? 'no email'}
          </Text>
          <Text fz="xs" c="dimmed">
            Joined {formatDate(person.created_at)}
          </Text>
        </Stack>
        <AccountStatusBadges person={person} />
      </Group>
    </Paper>
  );
}

function Results({ search, page, onPage }: { search: string; page: number; onPage: (page: number) => void }) {
  const location = useLocation();
  const people = usePeopleSearch({ search, page });
  if (people.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Searching">
        <Skeleton h={76} radius="md" />
        <Skeleton h={76} radius="md" />
      </Stack>
    );
  }
  if (people.isError) {
    return <LoadError onRetry={() => void people.refetch()}>{people.error.message}</LoadError>;
  }
  const { data, meta } = people.data;
  if (data.length === 0) return <Text c="dimmed">No one matches “{search}”.</Text>;
  return (
    <Stack gap="sm" {...whileReplaced(people.isPlaceholderData)}>
      <Text fz="sm" c="dimmed" role="status">
        {meta.total === 1 ? '1 person found' : `${formatCount(meta.total)} people found`}
      </Text>
      <Stack component="ul" aria-label="People found" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {data.map((person) => (
          <PersonRow key={person.id} person={person} from={`${location.pathname}${location.search}`} />
        ))}
      </Stack>
      {meta.last_page > 1 && (
        <PagePagination
          total={meta.last_page}
          value={meta.current_page}
          onChange={onPage}
          label="Pages of people found"
        />
      )}
    </Stack>
  );
}

/** /admin: finding a person. The search and its page are in the address, so Back returns to them. */
export function PeoplePage() {
  useDocumentTitle('People');
  const [params, setParams] = useSearchParams();
  const search = params.get('q')?.trim() ?? '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Title order={1}>People</Title>
        <Text c="dimmed">
          Find an account to see its money, sign-ins and notes. Every page you open is written to the audit
          trail.
        </Text>
      </div>
      {/* a new address (Back, a link) fills the field again with its search */}
      <SearchForm key={search} search={search} onSearch={(next) => setParams({ q: next })} />
      {search && (
        <Results
          search={search}
          page={page}
          onPage={(next) => setParams({ q: search, ...(next > 1 ? { page: String(next) } : {}) })}
        />
      )}
    </Stack>
  );
}
