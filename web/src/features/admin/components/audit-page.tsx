import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { PagePagination } from '@/components/ui/page-pagination';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from 'zod';
import { auditQuery, type AuditEntry } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { localMessage } from '@/lib/form-messages';
import { formatCount } from '@/lib/money';
import { whileReplaced } from '@/components/ui/list-states';
import { useAudit, type AuditFilters } from '../api/audit';
import { DataTable } from './data-table';
import { auditActionLabel, auditActions, roleLabel } from './wording';

type FilterValues = Omit<AuditFilters, 'page'>;

// an empty field is no filter; a filled one is checked as the server checks it
const blankAsNone = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const filtersForm = z.object({
  staff: z.preprocess(blankAsNone, auditQuery.shape.staff),
  user_id: z.preprocess(blankAsNone, auditQuery.shape.user_id),
  action: z.preprocess(blankAsNone, auditQuery.shape.action),
});

const actionOptions = [
  { value: '', label: 'Any' },
  ...Object.entries(auditActions).map(([value, label]) => ({ value, label })),
];

function FiltersForm({
  filters,
  onFilter,
}: {
  filters: FilterValues;
  onFilter: (filters: FilterValues) => void;
}) {
  const form = useForm({ resolver: zodResolver(filtersForm), defaultValues: filters });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onFilter({ staff: values.staff ?? '', user_id: values.user_id ?? '', action: values.action ?? '' }),
  );
  return (
    <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }}>
      <form onSubmit={submit} noValidate aria-label="Filter the audit trail">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label="Staff email"
              placeholder="Part of an email"
              autoComplete="off"
              error={localMessage(errors.staff?.message)}
              {...form.register('staff')}
            />
            <TextInput
              label="Person id"
              placeholder="From the address of their page"
              autoComplete="off"
              error={localMessage(errors.user_id?.message)}
              {...form.register('user_id')}
            />
            <NativeSelect label="Action" size="md" data={actionOptions} {...form.register('action')} />
          </SimpleGrid>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to="/admin/audit">
              Clear
            </Button>
            <Button type="submit" variant="gradient">
              Filter
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** `status: active` for what an action changed; values other than text as JSON. */
function describeValues(values: Record<string, unknown> | null) {
  if (!values || Object.keys(values).length === 0) return '—';
  return Object.entries(values)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(', ');
}

function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <DataTable
      label="Audit trail"
      rows={entries}
      rowKey={(entry) => String(entry.id)}
      minWidth={960}
      empty="Nothing matches these filters."
      columns={[
        { label: 'When', cell: (entry) => <DateTimeText iso={entry.at} />, nowrap: true },
        {
          label: 'Staff',
          cell: (entry) => (
            <>
              {entry.staff_email}
              <Text component="span" c="dimmed" fz="xs" style={{ whiteSpace: 'nowrap' }}>
                {' '}
                ({roleLabel(entry.staff_role)})
              </Text>
            </>
          ),
        },
        {
          label: 'Action',
          cell: (entry) => (
            <>
              {auditActionLabel(entry.action)}
              <Text ff="monospace" fz="xs" c="dimmed">
                {entry.action}
              </Text>
            </>
          ),
        },
        {
          label: 'Person',
          cell: (entry) =>
            entry.subject_user_id ? (
              <Anchor
                component={Link}
                to={`/admin/people/${entry.subject_user_id}`}
                ff="monospace"
                fz="sm"
                title={entry.subject_user_id}
                aria-label={`Person ${entry.subject_user_id}`}
              >
                {entry.subject_user_id.slice(0, 8)}…
              </Anchor>
            ) : (
              '—'
            ),
          nowrap: true,
        },
        { label: 'Reason', cell: (entry) => entry.reason ?? '—' },
        {
          label: 'Change',
          cell: (entry) =>
            entry.before || entry.after
              ? `${describeValues(entry.before)} → ${describeValues(entry.after)}`
              : '—',
        },
      ]}
    />
  );
}

/** /admin/audit: what staff did, newest first, filtered by who, on whom and what; the filters are in the address. */
export function AuditPage() {
  useDocumentTitle('Audit trail');
  const [params, setParams] = useSearchParams();
  const filters: FilterValues = {
    staff: params.get('staff') ?? '',
    user_id: params.get('user_id') ?? '',
    action: params.get('action') ?? '',
  };
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const query: AuditFilters = { ...filters, page };
  const audit = useAudit(query);
  const setFilters = (next: FilterValues, nextPage = 1) =>
    setParams(
      Object.fromEntries(
        [...Object.entries(next), ['page', nextPage > 1 ? String(nextPage) : '']].filter(
          ([, value]) => value,
        ),
      ),
    );
  const meta = audit.data?.meta;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Audit trail</Title>
        <Text c="dimmed">
          Every look at a person&apos;s page and every change staff make, with why. Nobody can edit or remove
          a line.
        </Text>
      </div>
      {/* a new address (Back, Clear) fills the fields again with its filters */}
      <FiltersForm key={params.toString()} filters={filters} onFilter={(next) => setFilters(next)} />
      {audit.isPending ? (
        <Stack gap="sm" role="status" aria-label="Loading the audit trail">
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
          <Skeleton h={48} radius="md" />
        </Stack>
      ) : audit.isError ? (
        <LoadError onRetry={() => void audit.refetch()}>{audit.error.message}</LoadError>
      ) : (
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'md' }}
          {...whileReplaced(audit.isPlaceholderData)}
        >
          <Text fz="sm" c="dimmed" mb="xs">
            {audit.data.meta.total === 1 ? '1 line' : `${formatCount(audit.data.meta.total)} lines`}
          </Text>
          <AuditTable entries={audit.data.data} />
        </Paper>
      )}
      {meta && meta.last_page > 1 && (
        <PagePagination
          total={meta.last_page}
          value={meta.current_page}
          onChange={(next) => setFilters(filters, next)}
          label="Pages of the audit trail"
        />
      )}
    </Stack>
  );
}
