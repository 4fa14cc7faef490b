import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { homeLimits, type HomeCreator, type HomePost } from '@pixel/contract';
import { Link } from 'react-router';
import { LineIcon } from '@/components/ui/icons';
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen';
import { avatarSource } from '@/lib/avatar';
import { formatDate } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import { useLatestPhotoPosts } from '../api/get-post-pictures';
import { firstPicture, PhotoIcon, Thumbnail } from './thumbnail';
import { useTranslation } from '../texts';

const typeLabel = {
  image: 'supported.creatorCard.snap',
  image_collection: 'supported.creatorCard.snapSlide',
  bloc: 'supported.creatorCard.bloc',
} as const satisfies Record<HomePost['type'], string>;

function TextIcon() {
  return (
    <LineIcon size={22}>
      <path d="M5 6h14M5 10h14M5 14h9M5 18h6" />
    </LineIcon>
  );
}

/** A post as a square picture with its words under it, linking to the post. */
function PostTile({ post, picture, loading }: { post: HomePost; picture: string | null; loading: boolean }) {
  const { t } = useTranslation();
  const label =
    post.text ?? (post.is_locked ? t('supported.creatorCard.locked') : t('supported.creatorCard.noCaption'));
  return (
    <UnstyledButton component={Link} to={post.url} style={{ minWidth: 0 }}>
      <Stack gap={4}>
        <Thumbnail
          size="100%"
          src={post.type === 'bloc' ? post.image : picture}
          locked={post.is_locked}
          loading={loading}
          fallback={post.type === 'bloc' ? <TextIcon /> : <PhotoIcon />}
        />
        <Text fz="xs" c="dimmed">
          {t(typeLabel[post.type])} ·{' '}
          <time dateTime={post.created_at} style={{ whiteSpace: 'nowrap' }}>
            {formatDate(post.created_at)}
          </time>
        </Text>
        {/* a tile is a third of a card, 70 to 80 px: a word is split only when it is wider than that */}
        <Text fz="xs" lineClamp={2} style={{ overflowWrap: 'break-word' }}>
          {label}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}

/**
 * A creator the supporter follows or supported, with their latest posts. A photo post's picture depends on
 * who looks (a locked one shows its peek), so it is read with the creator's latest posts, once the card
 * is near the screen.
 */
export function HomeCreatorCard({ item }: { item: HomeCreator }) {
  const { creator, latest_posts: posts } = item;
  const { t } = useTranslation();
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>();
  const photoPosts = posts.filter((post) => post.type !== 'bloc');
  const photos = useLatestPhotoPosts(creator.page_url, homeLimits.posts, seen && photoPosts.length > 0);
  const pictureOf = (post: HomePost) => {
    const found = photos.data?.find((photo) => photo.id === post.id);
    return found ? firstPicture(found) : null;
  };
  const ties = [
    item.is_following ? t('common.following') : null,
    item.given_amount ? t('supported.creatorCard.youGave', { amount: formatMoney(item.given_amount) }) : null,
  ].filter(Boolean);

  return (
    <Paper
      ref={ref}
      component="article"
      withBorder
      radius="lg"
      p="md"
      h="100%"
      aria-label={creator.page_name}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <Avatar
            src={avatarSource(creator)}
            alt=""
            size={48}
            radius="xl"
            name={creator.page_name}
            color="pixel"
            styles={{ placeholder: { color: 'var(--mantine-color-black)' } }}
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor component={Link} to={`/${creator.page_url}`} fw={700} truncate>
              {creator.page_name}
            </Anchor>
            <Group gap={6}>
              {ties.map((tie) => (
                <Badge key={tie} variant="light" size="sm" tt="none">
                  {tie}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
        {posts.length === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('supported.creatorCard.nothingPosted')}
          </Text>
        ) : (
          <SimpleGrid component="ul" cols={3} spacing="xs" p={0} m={0} style={{ listStyle: 'none' }}>
            {posts.map((post) => (
              <li key={`${post.type}-${post.id}`} style={{ minWidth: 0 }}>
                <PostTile
                  post={post}
                  picture={pictureOf(post)}
                  loading={post.type !== 'bloc' && seen && photos.isPending}
                />
              </li>
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
