import { Badge, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../texts';

/** What a widget's words wear over any video: white, with a shadow that keeps them readable on white. */
export const onVideo = { color: '#fff', textShadow: '0 1px 3px rgba(0,0,0,0.6)' } as const;

/** The mark on a widget showing its test sample: the creator's "Send a test", nothing a viewer paid for. */
export function TestMark() {
  const { t } = useTranslation();
  return (
    <Badge size="xl" radius="sm" color="yellow.4" c="dark.9" style={{ flexShrink: 0 }}>
      {t('overlay.widgets.test')}
    </Badge>
  );
}

/**
 * The card a stream widget sits on: dark and see-through, so it reads over a bright game and does not hide
 * a dark one. `title` is its heading; `label` names the region for a screen reader on the preview; `test`
 * marks a test sample.
 */
export function WidgetPanel({
  title,
  label,
  test = false,
  children,
}: {
  title: string;
  label?: string;
  test?: boolean;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-label={label ?? title}
      m="lg"
      px="xl"
      py="lg"
      maw={520}
      style={{
        borderRadius: 20,
        background: 'rgba(17, 12, 34, 0.78)',
        border: '2px solid rgba(255,255,255,0.18)',
        boxShadow: '0 12px 40px rgba(0,0,0,0.35)',
        color: '#fff',
      }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Text fz={26} fw={800} lh={1.2} style={onVideo}>
          {title}
        </Text>
        {test && <TestMark />}
      </Group>
      {children}
    </Box>
  );
}
