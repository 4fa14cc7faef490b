import { ActionIcon, Anchor, Button, Group, Indicator, Popover, Text } from '@mantine/core';
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
        <Indicator
          label={<span aria-hidden="true">{unread > 99 ? '99+' : unread}</span>}
          disabled={unread === 0}
          size={18}
          color="red"
          offset={6}
        >
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
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown p={0} role="dialog" aria-label={texts.title}>
        <Group justify="space-between" px="md" py="xs" wrap="nowrap">
          <Text fw={700}>{texts.title}</Text>
          {unread > 0 && (
            <Button
              size="compact-sm"
              variant="subtle"
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
  );
}
