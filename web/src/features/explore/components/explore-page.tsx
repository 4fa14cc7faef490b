import { Anchor, Badge, Container, Group, Loader, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { hashtagPath, type ExploreTag } from '@pixel/contract';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ListSkeleton } from '@/components/ui/list-states';
import { LoadError } from '@/components/ui/load-error';
import { useUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatCount } from '@/lib/money';
import { useExplore } from '../api/get-explore';
import { useExploreSearch } from '../api/search-explore';
import { CreatorGrid } from './creator-card';

// spec §5: searches wait 300 ms after the last key
const SEARCH_DEBOUNCE_MS = 300;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Title order={2} fz="lg" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Tags as links to their pages, each with how many posts carry it. */
function TagList({ tags, label }: { tags: ExploreTag[]; label: string }) {
  return (
    <Group component="ul" aria-label={label} gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
      {tags.map((item) => (
        <li key={item.tag}>
          <Badge
            component={Link}
            to={hashtagPath(item.tag)}
            size="lg"
            radius="xl"
            variant="light"
            tt="none"
            style={{ cursor: 'pointer', maxWidth: '100%' }}
            rightSection={
              // in the badge's own colour: the page's dimmed grey is under 4.5:1 on the badge's violet
              <Text span fz="xs" fw={600}>
                {formatCount(item.count)}
              </Text>
            }
          >
            #{item.tag}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

function SearchResults({ search }: { search: string }) {
  const found = useExploreSearch(search);
  if (found.isError) return <LoadError onRetry={() => void found.refetch()} />;
  if (!found.data) return <ListSkeleton label="Searching" rows={2} height={96} />;
  const { creators, tags } = found.data.data;
  if (creators.length === 0 && tags.length === 0) {
    return (
      <Text c="dimmed" role="status">
        No creator or tag matches “{search}”.
      </Text>
    );
  }
  return (
    <Stack gap="xl">
      {tags.length > 0 && (
        <Section id="explore-found-tags" title="Tags">
          <TagList tags={tags} label="Tags found" />
        </Section>
      )}
      {creators.length > 0 && (
        <Section id="explore-found-creators" title="Creators">
          <CreatorGrid creators={creators} label="Creators found" />
        </Section>
      )}
    </Stack>
  );
}

function Discover() {
  const explore = useExplore();
  // someone signed in already has a page to start from their dashboard; a visitor signs up for one
  const signedIn = Boolean(useUser().data);
  if (explore.isError) return <LoadError onRetry={() => void explore.refetch()} />;
  if (!explore.data) return <ListSkeleton label="Loading Explore" rows={3} height={96} />;
  const { trending_tags: tags, popular_creators: popular, new_creators: newest } = explore.data.data;
  if (popular.length === 0 && tags.length === 0) {
    return (
      <Text c="dimmed">
        Nobody has posted yet. Be the first:{' '}
        {signedIn ? (
          <Anchor component={Link} to="/dashboard" underline="always">
            start your page
          </Anchor>
        ) : (
          <Anchor component={Link} to="/auth/sign-up" underline="always">
            create your free page
          </Anchor>
        )}
        .
      </Text>
    );
  }
  return (
    <Stack gap="xl">
      {tags.length > 0 && (
        <Section id="explore-trending" title="Trending tags">
          <TagList tags={tags} label="Trending tags" />
        </Section>
      )}
      {popular.length > 0 && (
        <Section id="explore-popular" title="Popular creators">
          <CreatorGrid creators={popular} label="Popular creators" />
        </Section>
      )}
      {newest.length > 0 && (
        <Section id="explore-new" title="New creators">
          <CreatorGrid creators={newest} label="New creators" />
        </Section>
      )}
    </Stack>
  );
}

/**
 * /explore (and /dashboard/explore, in the dashboard's frame): where anyone finds creators and tags.
 * Trending tags, popular and new creators (only those with something to show), and a search of both; the
 * search is kept in the address (?q=), so it can be shared.
 */
export function ExplorePage() {
  // the dashboard's frame has its own margins; the site's pages take the site's
  const inDashboard = useLocation().pathname.startsWith('/dashboard/');
  useDocumentTitle('Explore');
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = useExploreSearch(debounced).isFetching;

  return (
    <Container size="lg" px={inDashboard ? 0 : undefined} py={inDashboard ? 0 : { base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>Explore</Title>
          <Text c="dimmed">Find creators to follow and support, and what people are posting about.</Text>
        </Stack>
        <TextInput
          type="search"
          size="md"
          radius="xl"
          maw={560}
          label="Search creators and tags"
          placeholder="Maria Santos, mariasketches or #sketch"
          value={search}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                if (value) next.set('q', value);
                else next.delete('q');
                return next;
              },
              { replace: true },
            );
          }}
          rightSection={searching ? <Loader size="xs" role="status" aria-label="Searching" /> : null}
        />
        {debounced ? <SearchResults search={debounced} /> : <Discover />}
      </Stack>
    </Container>
  );
}
