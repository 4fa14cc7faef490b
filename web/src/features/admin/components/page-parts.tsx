import { Alert, Box, Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { PagePagination } from '@/components/ui/page-pagination';
import { isApiError } from '@/lib/api-client';
import { whileReplaced } from '@/components/ui/list-states';

/** A part of a staff page, with its title and, beside it, what staff may do there. */
export function Section({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <Paper component="section" aria-labelledby={id} withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
      <Group justify="space-between" align="center" gap="xs" mb="sm">
        <Title order={2} fz="h4" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Paper>
  );
}

/** Label and value pairs, side by side: a description list; a value keeps the line breaks it was typed with. */
export function Facts({
  items,
  labelWidth = '6.5rem',
}: {
  items: [label: string, value: ReactNode][];
  /** The least width of the labels' column. */
  labelWidth?: string;
}) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: `minmax(${labelWidth}, max-content) minmax(0, 1fr)`,
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 6,
      }}
    >
      {items.map(([label, value]) => (
        <Box key={label} style={{ display: 'contents' }}>
          <Text component="dt" c="dimmed" fz="sm">
            {label}
          </Text>
          <Text component="dd" m={0} fz="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
            {value}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

/** A page of a staff list as its query answers it. */
interface PagedQuery<Row> {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: { data: Row[]; meta: { total: number; current_page: number; last_page: number } } | undefined;
  refetch: () => unknown;
}

/**
 * A staff list of one status: skeletons while it loads, the refusal of a role that may not read it, a
 * retry on a failure, what an empty list means, then how many there are, the rows and their page numbers.
 */
export function PagedList<Row>({
  query,
  name,
  count,
  skeletonHeight = 48,
  empty,
  onPage,
  children,
}: {
  query: PagedQuery<Row>;
  /** The list's name in the loading label and the page numbers' label: `refund requests`. */
  name: string;
  /** `1 request`, `12 requests, oldest first`. */
  count: (total: number) => string;
  skeletonHeight?: number;
  empty: string;
  onPage: (page: number) => void;
  children: (rows: Row[]) => ReactNode;
}) {
  if (query.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label={`Loading the ${name}`}>
        <Skeleton h={skeletonHeight} radius="md" />
        <Skeleton h={skeletonHeight} radius="md" />
        {skeletonHeight < 100 && <Skeleton h={skeletonHeight} radius="md" />}
      </Stack>
    );
  }
  if (query.isError || !query.data) {
    const { error } = query;
    return isApiError(error) && error.status === 403 ? (
      <Alert color="gray" variant="light">
        {error.message}
      </Alert>
    ) : (
      <LoadError onRetry={() => void query.refetch()}>
        {error instanceof Error ? error.message : String(error)}
      </LoadError>
    );
  }
  const { data, meta } = query.data;
  if (data.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="sm" {...whileReplaced(query.isPlaceholderData)}>
      <Text fz="sm" c="dimmed">
        {count(meta.total)}
      </Text>
      {children(data)}
      {meta.last_page > 1 && (
        <PagePagination
          total={meta.last_page}
          value={meta.current_page}
          onChange={onPage}
          label={`Pages of ${name}`}
        />
      )}
    </Stack>
  );
}

/**
 * A staff list's tabs by status, the status and the page in the address (`?status=&page=`; the first status,
 * the default, and page 1 are left out): pills, as the staff menu, which on a phone wrap to a second row
 * that still reads as one set. `children` draws the open tab's list.
 */
export function StatusTabs<Status extends string>({
  statuses,
  labels,
  children,
}: {
  statuses: readonly Status[];
  labels: Record<Status, string>;
  children: (status: Status, page: number, onPage: (page: number) => void) => ReactNode;
}) {
  const [params, setParams] = useSearchParams();
  const isStatus = (value: string | null): value is Status =>
    (statuses as readonly (string | null)[]).includes(value);
  const asked = params.get('status');
  const first = statuses[0]!;
  const status = isStatus(asked) ? asked : first;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const show = (next: Status, nextPage = 1) =>
    setParams({
      ...(next !== first ? { status: next } : {}),
      ...(nextPage > 1 ? { page: String(nextPage) } : {}),
    });
  return (
    <Tabs
      variant="pills"
      value={status}
      onChange={(next) => isStatus(next) && show(next)}
      keepMounted={false}
    >
      <Tabs.List>
        {statuses.map((tab) => (
          <Tabs.Tab key={tab} value={tab}>
            {labels[tab]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {statuses.map((tab) => (
        <Tabs.Panel key={tab} value={tab} pt="md">
          {children(tab, page, (next) => show(tab, next))}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
