import { Anchor, Avatar, Group, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { reactionKinds, type ContentType, type ReactionTotals } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { avatarSource } from '@/lib/avatar';
import { closeModal } from '@/lib/modals';
import { reactorsQueryOptions, type ReactorFilter } from '../api/get-reactors';
import { ReactionIcon } from './reaction-icon';
import { LoadError } from '@/components/ui/load-error';
import { LoadMoreButton } from '@/components/ui/list-states';
import { useTranslation } from '../texts';

export type ReaxModalProps = { contentId: string; contentType: ContentType };

/** The Reax tabs: everyone, then each reaction, with their counts. */
const filters: { value: ReactorFilter; count: (totals: ReactionTotals) => number }[] = [
  { value: 'all', count: (totals) => totals.all_count },
  ...reactionKinds.map((kind) => ({
    value: kind.key,
    count: (totals: ReactionTotals) => totals[`${kind.key}_count`],
  })),
];

/** Reax (spec §2): who reacted, filtered by reaction, a page at a time. */
export function ReaxModal({ innerProps }: ContextModalProps<ReaxModalProps>) {
  const { t } = useTranslation();
  const { contentId, contentType } = innerProps;
  const [filter, setFilter] = useState<ReactorFilter>('all');
  const reactors = useInfiniteQuery({
    ...reactorsQueryOptions(contentType, contentId, filter),
    placeholderData: keepPreviousData,
  });
  const totals = reactors.data?.pages[0]?.data.totals;
  const people = reactors.data?.pages.flatMap((page) => page.data.reactors) ?? [];

  return (
    <Stack gap="md">
      <ModalHeading ta="left">{t('reactions.reax.title')}</ModalHeading>
      <Tabs value={filter} onChange={(value) => setFilter((value as ReactorFilter | null) ?? 'all')}>
        {/* the reactions wrap onto a second row on a narrow phone rather than scroll sideways */}
        <Tabs.List>
          {filters.map((entry) => (
            <Tabs.Tab
              key={entry.value}
              value={entry.value}
              px="xs"
              leftSection={
                entry.value === 'all' ? undefined : <ReactionIcon reaction={entry.value} size={16} />
              }
            >
              {entry.value === 'all' ? t('reactions.reax.all') : t(`reactions.kinds.${entry.value}`)}
              {totals ? ` ${entry.count(totals)}` : ''}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>

      {reactors.isPending ? (
        <Stack gap="md" aria-busy="true" role="status" aria-label={t('common.loading')}>
          {[0, 1, 2].map((key) => (
            <Group key={key} gap="sm" wrap="nowrap">
              <Skeleton circle height={40} />
              <Skeleton height={12} width="50%" />
            </Group>
          ))}
        </Stack>
      ) : reactors.isError ? (
        <LoadError title={null} onRetry={() => void reactors.refetch()}>
          {t('reactions.reax.loadError')}
        </LoadError>
      ) : people.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('reactions.reax.none')}
        </Text>
      ) : (
        <Stack
          gap="md"
          component="ul"
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label={t('reactions.reax.reactors')}
        >
          {people.map((person) => (
            // on a narrow phone the reaction goes under the name, which stays whole, rather than squeezing it
            <Group component="li" key={person.page_url} gap="xs" justify="space-between">
              <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 11rem' }}>
                <Avatar
                  src={avatarSource(person)}
                  name={person.page_name}
                  color="pixel"
                  alt=""
                  // the coloured initials are dark: readable on every pale colour (WCAG AA)
                  styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
                />
                <Anchor
                  component={Link}
                  to={`/${person.page_url}`}
                  fw={700}
                  style={{ overflowWrap: 'break-word', minWidth: 0 }}
                  onClick={() => closeModal('reax')}
                >
                  {person.page_name}
                </Anchor>
              </Group>
              <Group gap={6} wrap="nowrap" ml="auto">
                <ReactionIcon reaction={person.reaction.key} src={person.reaction.icon_url} size={22} />
                <Text fz="sm" c="dimmed">
                  {t(`reactions.kinds.${person.reaction.key}`)}
                </Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {!reactors.isError && <LoadMoreButton list={reactors} />}
    </Stack>
  );
}
