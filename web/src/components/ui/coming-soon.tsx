import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';

/** A page whose feature is not built yet: says so plainly instead of showing an empty screen. */
export function ComingSoon({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" gap="sm" py="lg">
          <ThemeIcon size={56} radius="xl" variant="light" aria-hidden="true">
            <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M12 8v4l3 3" strokeLinecap="round" />
              <circle cx="12" cy="12" r="9" />
            </svg>
          </ThemeIcon>
          <Text fw={700} fz="lg">
            {t('shared.comingSoon')}
          </Text>
          <Text c="dimmed" ta="center" maw={420}>
            {children ?? t('shared.comingSoonText')}
          </Text>
        </Stack>
      </Paper>
    </Stack>
  );
}
