import { Container, Stack, Text, Title, Typography } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';

/** A long-form text page (legal pages, help articles). */
export function Article({
  title,
  eyebrow,
  updated,
  children,
}: {
  title: string;
  eyebrow?: ReactNode;
  updated?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Container size={760} py={{ base: 'xl', sm: 56 }}>
      <Stack gap="xs" mb="xl">
        {eyebrow && (
          <Text c="pixel" fw={700} fz="sm" tt="uppercase">
            {eyebrow}
          </Text>
        )}
        <Title order={1} fz={{ base: 30, sm: 40 }}>
          {title}
        </Title>
        {updated && (
          <Text c="dimmed" fz="sm">
            {t('shared.lastUpdated', { date: updated })}
          </Text>
        )}
      </Stack>
      <Typography>
        <article>{children}</article>
      </Typography>
    </Container>
  );
}
