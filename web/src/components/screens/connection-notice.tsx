import { Paper, Text } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { isOffline, isWaitingForNetwork, subscribeToConnection } from '@/lib/load-when-online';
import { useTranslation } from '@/lib/translation';

/** Offline, or waiting for code that the network failed to bring. */
const connectionLost = () => isOffline() || isWaitingForNetwork();

/**
 * A notice at the foot of the screen while the connection is gone: the page stays as it was, and what was
 * opened meanwhile arrives by itself once the connection is back (`loadWhenOnline`; paused queries resume).
 */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const lost = useSyncExternalStore(subscribeToConnection, connectionLost, () => false);
  // the live-alerts overlay is a streaming program's transparent source: nothing of the site's on it
  const onOverlay = useLocation().pathname.startsWith('/overlay/');
  if (!lost || onOverlay) return null;
  return (
    <Paper
      role="status"
      aria-live="polite"
      shadow="md"
      radius="md"
      px="md"
      py="sm"
      pos="fixed"
      bottom={16}
      left="50%"
      bg="dark.7"
      style={{
        transform: 'translateX(-50%)',
        zIndex: 1000,
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      <Text size="sm" c="white" fw={500}>
        {t('shared.offline')}
      </Text>
    </Paper>
  );
}
