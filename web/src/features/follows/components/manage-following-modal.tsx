import { Anchor, Avatar, Box, Button, Group, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Follower } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { closeModal, updateModal } from '@/lib/modals';
import { useFollowList, type FollowListKind } from '../api/get-follow-list';
import { useChangeRelation } from '../api/relations';
import { confirmRelation } from './confirm-relation';
import { useSentinel } from './use-sentinel';

export type ManageFollowingTab = 'following' | 'followers';

export type ManageFollowingModalProps = {
  /** Which tab opens first: `following` (the default) or `followers`. */
  tab?: ManageFollowingTab;
  /** The Followers search, kept while a confirmation covers the modal. */
  search?: string;
};

/** Filter and search debounce (spec §5). */
export const followSearchDebounceMs = 300;

function PersonRowSkeleton() {
  return (
    <Group gap="sm" wrap="nowrap" data-testid="follow-row-skeleton">
      <Skeleton circle height={40} />
      <Stack gap={6} style={{ flex: 1 }}>
        <Skeleton height={12} width="50%" />
        <Skeleton height={10} width="30%" />
      </Stack>
    </Group>
  );
}

function PersonRow({ person, children }: { person: Follower; children: React.ReactNode }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Avatar
          src={person.avatar}
          name={person.page_name}
          color="pixel"
          alt=""
          // the coloured initials are dark: readable on every pale colour (WCAG AA)
          styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} truncate>
            {person.page_name}
          </Text>
          <Anchor
            component={Link}
            to={`/${person.page_url}`}
            fz="sm"
            truncate
            onClick={() => closeModal('manage-following')}
          >
            @{person.page_url}
          </Anchor>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap">
        {children}
      </Group>
    </Group>
  );
}

function PeopleList({
  kind,
  search,
  emptyText,
  actions,
}: {
  kind: FollowListKind;
  search: string;
  emptyText: string;
  actions: (person: Follower) => React.ReactNode;
}) {
  const list = useFollowList(kind, search);
  const people = list.data?.pages.flatMap((page) => page.data) ?? [];
  const more = list.hasNextPage && !list.isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, more);

  if (list.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label="Loading">
        {[0, 1, 2].map((key) => (
          <PersonRowSkeleton key={key} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <Stack align="center" gap="xs" py="md">
        <Text c="dimmed">Error loading data</Text>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          Try Again
        </Button>
      </Stack>
    );
  }
  if (people.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {emptyText}
      </Text>
    );
  }
  return (
    <Box
      mah={420}
      style={{ overflowY: 'auto' }}
      tabIndex={0}
      // not just "Followers": the dashboard's Followers card already has that name
      aria-label={kind === 'follower' ? 'List of followers' : 'List of following'}
      role="region"
    >
      <Stack component="ul" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
        {people.map((person) => (
          <PersonRow key={person.page_url} person={person}>
            {actions(person)}
          </PersonRow>
        ))}
      </Stack>
      {list.isFetchingNextPage && (
        <Stack gap="md" mt="md">
          {[0, 1, 2].map((key) => (
            <PersonRowSkeleton key={key} />
          ))}
        </Stack>
      )}
      <div ref={sentinel} style={{ height: 1 }} />
    </Box>
  );
}

/** Manage Following (spec §2): the Following and Followers lists, with Unfollow, Remove and Block. */
export function ManageFollowingModal({ innerProps }: ContextModalProps<ManageFollowingModalProps>) {
  const [tab, setTab] = useState<ManageFollowingTab>(innerProps.tab ?? 'following');
  const [search, setSearch] = useState(innerProps.search ?? '');
  const [debouncedSearch] = useDebouncedValue(search.trim(), followSearchDebounceMs);
  const relation = useChangeRelation();

  // a confirmation covers this modal (which unmounts): keep the tab and search for when it comes back
  const keepState = () => updateModal('manage-following', { tab, search });

  return (
    <Stack gap="md">
      <ModalHeading ta="left">Manage Following</ModalHeading>
      <Tabs value={tab} onChange={(value) => setTab((value as ManageFollowingTab | null) ?? 'following')}>
        <Tabs.List grow>
          <Tabs.Tab value="following">Following</Tabs.Tab>
          <Tabs.Tab value="followers">Followers</Tabs.Tab>
        </Tabs.List>

        <Tabs.Panel value="following" pt="md">
          {tab === 'following' && (
            <PeopleList
              kind="following"
              search=""
              emptyText="You are not following anyone yet."
              actions={(person) => (
                <Button
                  size="xs"
                  variant="default"
                  aria-label={`Unfollow ${person.page_name}`}
                  onClick={() => {
                    keepState();
                    confirmRelation({ action: 'unfollow', person, run: relation.mutateAsync });
                  }}
                >
                  Unfollow
                </Button>
              )}
            />
          )}
        </Tabs.Panel>

        <Tabs.Panel value="followers" pt="md">
          {tab === 'followers' && (
            <Stack gap="md">
              <TextInput
                aria-label="Search Follower"
                placeholder="Search Follower"
                type="search"
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
              />
              <PeopleList
                kind="follower"
                search={debouncedSearch}
                emptyText={debouncedSearch ? 'No results found.' : 'You do not have any followers yet.'}
                actions={(person) => (
                  <>
                    <Button
                      size="xs"
                      variant="default"
                      aria-label={`Remove ${person.page_name}`}
                      onClick={() => {
                        keepState();
                        confirmRelation({ action: 'follower/remove', person, run: relation.mutateAsync });
                      }}
                    >
                      Remove
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      aria-label={`Block ${person.page_name}`}
                      onClick={() => {
                        keepState();
                        confirmRelation({ action: 'block', person, run: relation.mutateAsync });
                      }}
                    >
                      Block
                    </Button>
                  </>
                )}
              />
            </Stack>
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
