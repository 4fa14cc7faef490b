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
import { Trans, useTranslation } from '../texts';
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
  const { t } = useTranslation();
  const found = useExploreSearch(search);
  if (found.isError) return <LoadError onRetry={() => void found.refetch()} />;
  if (!found.data) return <ListSkeleton label={t('explore.searching')} rows={2} height={96} />;
  const { creators, tags } = found.data.data;
  if (creators.length === 0 && tags.length === 0) {
    return (
      <Text c="dimmed" role="status">
        {t('explore.noMatch', { search })}
      </Text>
    );
  }
  return (
    <Stack gap="xl">
      {tags.length > 0 && (
        <Section id="explore-found-tags" title={t('explore.tags')}>
          <TagList tags={tags} label={t('explore.tagsFound')} />
        </Section>
      )}
      {creators.length > 0 && (
        <Section id="explore-found-creators" title={t('explore.creators')}>
          <CreatorGrid creators={creators} label={t('explore.creatorsFound')} />
        </Section>
      )}
    </Stack>
  );
}

function Discover() {
  const { t } = useTranslation();
  const explore = useExplore();
  // someone signed in already has a page to start from their dashboard; a visitor signs up for one
  const signedIn = Boolean(useUser().data);
  if (explore.isError) return <LoadError onRetry={() => void explore.refetch()} />;
  if (!explore.data) return <ListSkeleton label={t('explore.loading')} rows={3} height={96} />;
  const { trending_tags: tags, popular_creators: popular, new_creators: newest } = explore.data.data;
  if (popular.length === 0 && tags.length === 0) {
    return (
      <Text c="dimmed">
        <Trans
          i18nKey="explore.nobodyYet"
          values={{ action: signedIn ? t('explore.startYourPage') : t('explore.createYourPage') }}
          components={{
            link: (
              <Anchor component={Link} to={signedIn ? '/dashboard' : '/auth/sign-up'} underline="always" />
            ),
          }}
        />
      </Text>
    );
  }
  return (
    <Stack gap="xl">
      {tags.length > 0 && (
        <Section id="explore-trending" title={t('explore.trendingTags')}>
          <TagList tags={tags} label={t('explore.trendingTags')} />
        </Section>
      )}
      {popular.length > 0 && (
        <Section id="explore-popular" title={t('explore.popularCreators')}>
          <CreatorGrid creators={popular} label={t('explore.popularCreators')} />
        </Section>
      )}
      {newest.length > 0 && (
        <Section id="explore-new" title={t('explore.newCreators')}>
          <CreatorGrid creators={newest} label={t('explore.newCreators')} />
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
  const { t } = useTranslation();
  const inDashboard = useLocation().pathname.startsWith('/dashboard/');
  useDocumentTitle(t('explore.title'));
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const searching = useExploreSearch(debounced).isFetching;

  return (
    <Container size="lg" px={inDashboard ? 0 : undefined} py={inDashboard ? 0 : { base: 32, sm: 56 }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1}>{t('explore.title')}</Title>
          <Text c="dimmed">{t('explore.intro')}</Text>
        </Stack>
        <TextInput
          type="search"
          size="md"
          radius="xl"
          maw={560}
          label={t('explore.search')}
          placeholder={t('explore.searchPlaceholder')}
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
          rightSection={
            searching ? <Loader size="xs" role="status" aria-label={t('explore.searching')} /> : null
          }
        />
        {debounced ? <SearchResults search={debounced} /> : <Discover />}
      </Stack>
    </Container>
  );
}
