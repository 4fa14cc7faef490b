import { Button, Center, Paper, Skeleton, Stack, Text, type MantineSize } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '@/lib/translation';

/** A list of cards while its first page loads: `rows` grey cards of the cards' height. */
export function ListSkeleton({ label, rows, height }: { label: string; rows: number; height: number }) {
  return (
    <Stack gap="sm" aria-busy="true" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, key) => (
        <Skeleton key={key} height={height} radius="lg" />
      ))}
    </Stack>
  );
}

/**
 * What a list shown while the answer to a new filter, page or range comes carries: it is drawn faded, and a
 * screen reader is told it is about to change.
 */
export function whileReplaced(replacing: boolean, style: CSSProperties = {}) {
  return { 'aria-busy': replacing || undefined, style: { ...style, opacity: replacing ? 0.6 : 1 } };
}

/** A creator's list with nothing in it yet; `children` says whose list it is. */
export function NothingHereYet({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="xs" py="md">
        <Text fw={700} fz="lg">
          {t('common.nothingHereYet')}
        </Text>
        <Text c="dimmed" ta="center">
          {children}
        </Text>
      </Stack>
    </Paper>
  );
}

/** What `LoadMoreButton` needs of an infinite query. */
export type MorePages = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/** Load more under a list read a page at a time, while there is a next page. */
export function LoadMoreButton({
  list,
  size,
  children,
}: {
  list: MorePages;
  size?: MantineSize;
  children?: string;
}) {
  const { t } = useTranslation();
  if (!list.hasNextPage) return null;
  return (
    <Center>
      <Button
        variant="default"
        size={size}
        loading={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {children ?? t('common.loadMore')}
      </Button>
    </Center>
  );
}
