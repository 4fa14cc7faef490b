import {
  Avatar,
  Box,
  Button,
  Group,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import type { Notification } from '@pixel/contract';
import { formatRelativeDate } from '@/lib/dates';
import { useMarkRead, useNotifications } from '../api/notifications';
import { useNotificationTexts } from '../texts';

function NotificationItem({ item, onOpen }: { item: Notification; onOpen?: () => void }) {
  const texts = useNotificationTexts();
  const markRead = useMarkRead();
  const unread = item.read_at === null;
  return (
    <li>
      <UnstyledButton
        component={Link}
        to={item.url}
        onClick={() => {
          if (unread) markRead.mutate(item.id);
          onOpen?.();
        }}
        display="block"
        w="100%"
        px="md"
        py="sm"
        bg={unread ? 'var(--mantine-color-blue-light)' : undefined}
        style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Avatar src={item.actor?.avatar ?? null} alt="" size="md" radius="xl" />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={unread ? 700 : 500} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {unread && <VisuallyHidden>{texts.unread}: </VisuallyHidden>}
              {item.title}
            </Text>
            <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {item.body}
            </Text>
            {/* the dimmed grey reads 4.2:1 on an unread item's blue; gray 7 reads above 4.5:1 on it */}
            <Text fz="xs" c={unread ? 'gray.7' : 'dimmed'}>
              {formatRelativeDate(item.created_at)}
            </Text>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}

/** The notifications, newest first; each opens its screen and is marked read. */
export function NotificationList({
  perPage = 20,
  onOpen,
  pageable = true,
}: {
  perPage?: number;
  /** Told when an item is opened (the bell closes its popover). */
  onOpen?: () => void;
  /** Offers older pages; the bell's short list links to the page instead. */
  pageable?: boolean;
}) {
  const texts = useNotificationTexts();
  const list = useNotifications(perPage);
  if (list.isPending) {
    return (
      <Stack gap="xs" p="md" aria-busy="true">
        <Skeleton h={48} />
        <Skeleton h={48} />
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Text p="md" role="alert">
        {texts.loadError}
      </Text>
    );
  }
  const items = list.data.pages.flatMap((page) => page.data);
  if (!items.length) {
    return (
      <Text p="md" c="dimmed">
        {texts.empty}
      </Text>
    );
  }
  return (
    <Box>
      <Box component="ul" aria-label={texts.title} m={0} p={0} style={{ listStyle: 'none' }}>
        {items.map((item) => (
          <NotificationItem key={item.id} item={item} onOpen={onOpen} />
        ))}
      </Box>
      {pageable && list.hasNextPage && (
        <Group justify="center" p="sm">
          <Button
            variant="subtle"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {texts.loadMore}
          </Button>
        </Group>
      )}
    </Box>
  );
}
