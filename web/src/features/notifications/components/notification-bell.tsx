import { ActionIcon, Anchor, Box, Button, Group, Popover, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useMarkAllRead, useUnreadCount } from '../api/notifications';
import { useNotificationTexts } from '../texts';
import { BellIcon } from './bell-icon';
import { NotificationList } from './notification-list';

/**
 * The header's bell: the unread count on it, kept fresh every few seconds while the page is in view, and
 * the latest notifications in a popover. `allHref`: the notifications page.
 */
export function NotificationBell({ allHref = '/dashboard/notifications' }: { allHref?: string }) {
  const texts = useNotificationTexts();
  const [opened, setOpened] = useState(false);
  const unread = useUnreadCount().data ?? 0;
  const markAll = useMarkAllRead();
  return (
    // the count is drawn beside the popover's target, not around it: the target's own element (the button)
    // takes its ARIA; the count's own background keeps its contrast readable by a checker
    <Box pos="relative">
      {unread > 0 && (
        <Box
          component="span"
          aria-hidden="true"
          pos="absolute"
          top={-2}
          right={-4}
          miw={18}
          h={18}
          px={4}
          fz={11}
          fw={700}
          lh="18px"
          ta="center"
          c="white"
          bg="red.9"
          style={{ borderRadius: 9, pointerEvents: 'none', zIndex: 1 }}
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      )}
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width="min(360px, calc(100vw - 16px))"
        shadow="md"
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={texts.bellLabel(unread)}
            aria-expanded={opened}
            aria-haspopup="dialog"
            onClick={() => setOpened((open) => !open)}
          >
            <BellIcon />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0} role="dialog" aria-label={texts.title}>
          {/* Mark all as read goes under the title where the two do not fit on one line (Filipino, a phone); it
              never shrinks to fit beside it, which would cut its label */}
          <Group justify="space-between" px="md" py="xs" gap={4}>
            <Text fw={700}>{texts.title}</Text>
            {unread > 0 && (
              <Button
                size="compact-sm"
                variant="subtle"
                flex="none"
                loading={markAll.isPending}
                onClick={() => markAll.mutate()}
              >
                {texts.markAllRead}
              </Button>
            )}
          </Group>
          {opened && <NotificationList perPage={8} pageable={false} onOpen={() => setOpened(false)} />}
          <Group justify="center" p="sm">
            <Anchor component={Link} to={allHref} fz="sm" onClick={() => setOpened(false)}>
              {texts.seeAll}
            </Anchor>
          </Group>
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
