import { Anchor, Avatar, Box, Button, Group, Skeleton, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ContextModalProps } from '@mantine/modals';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Follower } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { avatarSource } from '@/lib/avatar';
import { closeModal, updateModal } from '@/lib/modals';
import { useFollowList, type FollowListKind } from '../api/get-follow-list';
import { useChangeRelation } from '../api/relations';
import { confirmRelation } from './confirm-relation';
import { useSentinel } from '@/hooks/use-sentinel';
import { LoadError } from '@/components/ui/load-error';
import { useTranslation } from '../texts';

export type ManageFollowingTab = 'following' | 'followers' | 'blocked';

export type ManageFollowingModalProps = {
  /** Which tab opens first: `following` (the default), `followers` or `blocked`. */
  tab?: ManageFollowingTab;
  /** Each tab's search, kept while a confirmation covers the modal. */
  searches?: Partial<Record<ManageFollowingTab, string>>;
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
    // the name and address keep their own width: where the buttons do not fit beside them (a narrow phone,
    // a long address) they go under, rather than the name being squeezed to "C…" or the address broken
    <Group component="li" gap="xs" justify="space-between">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 auto' }}>
        <Avatar
          src={avatarSource(person)}
          name={person.page_name}
          color="pixel"
          alt=""
          // the coloured initials are dark: readable on every pale colour (WCAG AA)
          styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
        />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={700} style={{ overflowWrap: 'anywhere' }}>
            {person.page_name}
          </Text>
          <Anchor
            component={Link}
            to={`/${person.page_url}`}
            fz="sm"
            style={{ overflowWrap: 'anywhere' }}
            onClick={() => closeModal('manage-following')}
          >
            @{person.page_url}
          </Anchor>
        </Stack>
      </Group>
      <Group gap="xs" wrap="nowrap" ml="auto">
        {children}
      </Group>
    </Group>
  );
}

const listNames = {
  following: 'follows.manage.listFollowing',
  follower: 'follows.manage.listFollowers',
  blocked: 'follows.manage.listBlocked',
} as const satisfies Record<FollowListKind, string>;

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
  const { t } = useTranslation();
  const list = useFollowList(kind, search);
  const people = list.data?.pages.flatMap((page) => page.data) ?? [];
  const more = list.hasNextPage && !list.isFetchingNextPage;
  const sentinel = useSentinel<HTMLDivElement>(() => {
    if (list.hasNextPage && !list.isFetchingNextPage) void list.fetchNextPage();
  }, more);

  if (list.isPending) {
    return (
      <Stack gap="md" aria-busy="true" role="status" aria-label={t('follows.manage.loading')}>
        {[0, 1, 2].map((key) => (
          <PersonRowSkeleton key={key} />
        ))}
      </Stack>
    );
  }
  if (list.isError) {
    return (
      <LoadError title={null} onRetry={() => void list.refetch()}>
        {t('follows.card.loadError')}
      </LoadError>
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
      aria-label={t(listNames[kind])}
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

/** What each tab lists, how its search box is named, and what it says when empty. */
const tabs = {
  following: { kind: 'following', texts: 'follows.manage.following' },
  followers: { kind: 'follower', texts: 'follows.manage.followers' },
  blocked: { kind: 'blocked', texts: 'follows.manage.blocked' },
} as const satisfies Record<ManageFollowingTab, { kind: FollowListKind; texts: string }>;

const tabOrder = ['following', 'followers', 'blocked'] as const;

/** One tab's search box and list; mounted per tab, so each search waits for its own typing to stop. */
function SearchableList({
  tab,
  search,
  onSearch,
  actions,
}: {
  tab: ManageFollowingTab;
  search: string;
  onSearch: (value: string) => void;
  actions: (person: Follower) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const { kind, texts } = tabs[tab];
  const searchLabel = t(`${texts}.search`);
  const [debouncedSearch] = useDebouncedValue(search.trim(), followSearchDebounceMs);
  return (
    <Stack gap="md">
      <TextInput
        aria-label={searchLabel}
        placeholder={searchLabel}
        type="search"
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
      />
      <PeopleList
        kind={kind}
        search={debouncedSearch}
        emptyText={debouncedSearch ? t('follows.manage.noResults') : t(`${texts}.empty`)}
        actions={actions}
      />
    </Stack>
  );
}

/**
 * Manage Following (spec §2): the Following and Followers lists, with Unfollow, Remove and Block, and the
 * accounts the user blocked, with Unblock. Each list has its own search.
 */
export function ManageFollowingModal({ innerProps }: ContextModalProps<ManageFollowingModalProps>) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<ManageFollowingTab>(innerProps.tab ?? 'following');
  const [searches, setSearches] = useState(innerProps.searches ?? {});
  const relation = useChangeRelation();

  // a confirmation covers this modal (which unmounts): keep the tab and searches for when it comes back
  const confirm = (action: Parameters<typeof confirmRelation>[0]['action'], person: Follower) => {
    updateModal('manage-following', { tab, searches });
    confirmRelation({ action, person, run: relation.mutateAsync });
  };

  const actions: Record<ManageFollowingTab, (person: Follower) => React.ReactNode> = {
    following: (person) => (
      <Button
        size="xs"
        variant="default"
        aria-label={t('follows.manage.unfollowPerson', { name: person.page_name })}
        onClick={() => confirm('unfollow', person)}
      >
        {t('follows.manage.unfollow')}
      </Button>
    ),
    followers: (person) => (
      <>
        <Button
          size="xs"
          variant="default"
          aria-label={t('follows.manage.removePerson', { name: person.page_name })}
          onClick={() => confirm('follower/remove', person)}
        >
          {t('follows.manage.remove')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          aria-label={t('follows.manage.blockPerson', { name: person.page_name })}
          onClick={() => confirm('block', person)}
        >
          {t('follows.manage.block')}
        </Button>
      </>
    ),
    blocked: (person) => (
      <Button
        size="xs"
        variant="default"
        aria-label={t('follows.manage.unblockPerson', { name: person.page_name })}
        onClick={() => confirm('unblock', person)}
      >
        {t('follows.manage.unblock')}
      </Button>
    ),
  };

  return (
    <Stack gap="md">
      <ModalHeading ta="left">{t('follows.manage.title')}</ModalHeading>
      <Tabs
        value={tab}
        onChange={(value) => setTab((value as ManageFollowingTab | null) ?? 'following')}
        // the three tabs stay on one line on a 320 px phone: Mantine's 16 px each side would put Blocked under
        styles={{ tab: { paddingInline: 'var(--mantine-spacing-xs)' } }}
      >
        <Tabs.List grow>
          {tabOrder.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`${tabs[key].texts}.label`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>

        {tabOrder.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            {tab === key && (
              <SearchableList
                tab={key}
                search={searches[key] ?? ''}
                onSearch={(value) => setSearches((current) => ({ ...current, [key]: value }))}
                actions={actions[key]}
              />
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
