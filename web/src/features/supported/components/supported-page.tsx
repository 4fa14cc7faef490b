import { Anchor, Avatar, Badge, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import type { SupportedRecord } from '@pixel/contract';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useSupported } from '../api/get-supported';

const what = (record: SupportedRecord) =>
  record.kind === 'purchase'
    ? record.post?.type === 'image_collection'
      ? 'Bought a Snap Slide'
      : 'Bought a Snap'
    : record.kind === 'goal_gift'
      ? 'Gift to a goal'
      : 'Gift';

function SupportedItem({ record }: { record: SupportedRecord }) {
  return (
    <Paper withBorder radius="lg" p="md">
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <Avatar src={record.creator.avatar} name={record.creator.page_name} color="initials" alt="" />
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={700}>
              {what(record)} ·{' '}
              <Anchor component={Link} to={`/${record.creator.page_url}`}>
                {record.creator.page_name}
              </Anchor>
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(record.amount)}
            </Text>
          </Group>
          <Group gap="xs">
            {record.paid_at && (
              <Text c="dimmed" fz="sm">
                {formatDateTime(record.paid_at)}
              </Text>
            )}
            {record.status !== 'paid' && (
              <Badge variant="light" color="gray">
                {record.status}
              </Badge>
            )}
            {record.is_anonymous && (
              <Text c="dimmed" fz="sm">
                · sent anonymously
              </Text>
            )}
          </Group>
          {record.message && <Text style={{ overflowWrap: 'anywhere' }}>“{record.message}”</Text>}
          {record.reply && (
            <Text c="dimmed" fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {record.creator.page_name} replied: {record.reply}
            </Text>
          )}
          {record.post && (
            <Anchor component={Link} to={record.post.url} fw={600}>
              Open the photo{record.post.type === 'image_collection' ? 's' : ''}
            </Anchor>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** A supporter's own record: the gifts they sent and the posts they bought, with links to open them. */
export function SupportedPage() {
  const [page, setPage] = useState(1);
  const supported = useSupported(page);
  const meta = supported.data?.meta;
  return (
    <Stack gap="lg">
      <Title order={1}>My support</Title>
      {supported.isPending ? (
        <Stack gap="sm">
          <Skeleton h={96} radius="lg" />
          <Skeleton h={96} radius="lg" />
        </Stack>
      ) : supported.isError ? (
        <Text c="dimmed">We could not load your support. Please try again.</Text>
      ) : supported.data.data.length === 0 ? (
        <Text c="dimmed">The gifts you send and the photos you buy will show here.</Text>
      ) : (
        <Stack gap="sm">
          {supported.data.data.map((record) => (
            <SupportedItem key={record.reference} record={record} />
          ))}
        </Stack>
      )}
      {meta && meta.last_page > 1 && (
        <Pagination
          value={page}
          onChange={setPage}
          total={meta.last_page}
          aria-label="Pages of your support"
        />
      )}
    </Stack>
  );
}
