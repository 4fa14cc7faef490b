import { Anchor, Avatar, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { hashtagTagField, type HashtagItem } from '@pixel/contract';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { blocPostPath } from '@/features/bloc';
import { photoPostPath } from '@/features/content';
import { avatarSource } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { localMessage } from '@/lib/form-messages';
import { useHashtagItems } from '../api/get-hashtag-items';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { LoadError } from '@/components/ui/load-error';
import { ListSkeleton, LoadMoreButton } from '@/components/ui/list-states';
import { useTranslation } from '../texts';

/** Where the item lives on its creator's page: a Bloc post, a Snap and a Snap Slide have a page of their own. */
function itemPath(item: HashtagItem) {
  const pageUrl = item.creator.page_url;
  switch (item.type) {
    case 'bloc':
      return blocPostPath(pageUrl, item.id);
    case 'question':
      return `/${pageUrl}/question-and-answer`;
    case 'image':
    case 'image_collection':
      return photoPostPath(pageUrl, item.type, item.id);
    case 'bio':
      return `/${pageUrl}`;
  }
}

function HashtagItemCard({ item }: { item: HashtagItem }) {
  const { t } = useTranslation();
  return (
    <Paper component="article" withBorder radius="lg" p="lg">
      <Stack gap="sm">
        {/* on a narrow phone the kind of post goes under the name, both whole, rather than cutting them */}
        <Group justify="space-between" gap="xs" align="flex-start">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0, flex: '1 1 12rem' }}>
            <Avatar
              src={avatarSource(item.creator)}
              name={item.creator.page_name}
              color="pixel"
              alt=""
              // the coloured initials are dark: readable on every pale colour (WCAG AA)
              styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
            />
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Anchor
                component={Link}
                to={`/${item.creator.page_url}`}
                fw={700}
                style={{ overflowWrap: 'anywhere' }}
              >
                {item.creator.page_name}
              </Anchor>
              <Text c="dimmed" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                @{item.creator.page_url}
              </Text>
            </Stack>
          </Group>
          <Badge variant="light" flex="none">
            {t(`hashtags.kinds.${item.type}`)}
          </Badge>
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <TextWithHashtags>{item.excerpt}</TextWithHashtags>
        </Text>
        <Group justify="space-between" gap="xs">
          <Text component="time" dateTime={item.created_at} c="dimmed" fz="sm">
            {formatDate(item.created_at)}
          </Text>
          <Anchor component={Link} to={itemPath(item)} fz="sm">
            {t('hashtags.viewOn', { name: item.creator.page_name })}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}

function HashtagResults({ tag }: { tag: string }) {
  const { t } = useTranslation();
  const items = useHashtagItems(tag);
  const list = items.data?.pages.flatMap((page) => page.data) ?? [];

  if (items.isPending) {
    return <ListSkeleton label={t('common.loading')} rows={3} height={120} />;
  }
  if (items.isError) {
    return (
      <LoadError title={null} onRetry={() => void items.refetch()}>
        {t('hashtags.loadError')}
      </LoadError>
    );
  }
  if (list.length === 0) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <Text c="dimmed" ta="center">
          {t('hashtags.nothingTagged', { tag })}
        </Text>
      </Paper>
    );
  }
  return (
    <>
      {list.map((item) => (
        <HashtagItemCard key={`${item.type}:${item.id}`} item={item} />
      ))}
      <LoadMoreButton list={items} />
    </>
  );
}

/** /dashboard/explore/hashtags/{tag}: the public content carrying a tag, newest first (spec §2). */
export function HashtagPage() {
  const { tag: segment = '' } = useParams();
  const { t } = useTranslation();
  const parsed = hashtagTagField.safeParse(segment);
  useDocumentTitle(parsed.success ? `#${parsed.data}` : t('hashtags.explore'));

  return (
    <Stack gap="lg">
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('hashtags.explore')}
        </Text>
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          #{parsed.success ? parsed.data : segment}
        </Title>
      </div>
      {parsed.success ? (
        <HashtagResults key={parsed.data} tag={parsed.data} />
      ) : (
        <Paper withBorder radius="lg" p="xl">
          <Text c="dimmed" ta="center">
            {localMessage(parsed.error.issues[0]?.message) ?? t('hashtags.noResults')}
          </Text>
        </Paper>
      )}
    </Stack>
  );
}
