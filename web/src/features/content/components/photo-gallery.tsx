import { Badge, Box, Image, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PhotoPost } from '@pixel/contract';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { formatMoney } from '@/lib/money';
import { photoPostPath } from '../lib/post-paths';
import { useTranslation } from '../texts';
import { HiddenByStaffBadge } from './hidden-by-staff';
import { LockedOverlay, PeekBar } from './locked-overlays';
import { useUnlock } from './use-unlock';
import { Wh500Picture } from './wh500-picture';

/**
 * One tile: the post's first photo opening the post's own page; a locked post's price and 'View Photo' /
 * 'View Set' over it (beside the link, not in it: a button cannot sit inside a link), and the caption
 * under it with its hashtags linked.
 */
function GalleryTile({ post, pageUrl }: { post: PhotoPost; pageUrl: string }) {
  const { t } = useTranslation();
  const unlock = useUnlock(post);
  const nameId = useId();
  const slide = post.type === 'image_collection';
  const locked = post.is_locked && post.pricing !== null;
  const firstLocked = post.images[0]?.is_locked ?? post.is_locked;

  return (
    <li>
      <Box pos="relative" style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}>
        <Box
          component={Link}
          to={photoPostPath(pageUrl, post.type, post.id)}
          className="mantine-focus-auto"
          display="block"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          {/* the link's name: the kind of post, the price of a locked one, whether support hid it, the caption */}
          <VisuallyHidden id={nameId}>
            {slide ? t('content.gallery.slide', { count: post.images.length }) : t('content.gallery.snap')}
            {locked && t('content.gallery.locked', { price: formatMoney(post.pricing?.amount ?? 0) })}
            {post.hidden_by_staff && t('content.gallery.hidden')}
            {post.caption && `: ${post.caption}`}
          </VisuallyHidden>
          <Wh500Picture versions={post.image_url_variants}>
            <Image
              src={post.image_url_variants.WH500}
              alt=""
              loading="lazy"
              fit="cover"
              style={{ aspectRatio: '1 / 1' }}
            />
          </Wh500Picture>
          {slide && (
            <Badge
              pos="absolute"
              top={8}
              left={8}
              variant="filled"
              color="dark.8"
              radius="sm"
              aria-hidden="true"
              // above a locked photo's overlay, which would otherwise dim it
              style={{ zIndex: 1 }}
            >
              {t('content.gallery.photos', { count: post.images.length })}
            </Badge>
          )}
          {/* only its creator is sent a hidden post; its own page says why */}
          {post.hidden_by_staff && (
            <Box pos="absolute" bottom={8} left={8} right={8} aria-hidden="true">
              <HiddenByStaffBadge />
            </Box>
          )}
        </Box>
        {locked &&
          (firstLocked ? (
            <LockedOverlay post={post} onUnlock={unlock} describedBy={nameId} />
          ) : (
            <PeekBar post={post} onUnlock={unlock} describedBy={nameId} bottom={8} />
          ))}
      </Box>
      {post.caption && (
        <Text fz="sm" mt={6} lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          <TextWithHashtags>{post.caption}</TextWithHashtags>
        </Text>
      )}
    </li>
  );
}

/**
 * The Snap tab on a wide screen: a grid of square tiles (the 500 px version of each post's first photo, or its
 * blurred preview), each opening the post's own page.
 */
export function PhotoGallery({ posts, pageUrl }: { posts: PhotoPost[]; pageUrl: string }) {
  return (
    <SimpleGrid
      component="ul"
      cols={3}
      spacing="sm"
      verticalSpacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {posts.map((post) => (
        <GalleryTile key={`${post.type}-${post.id}`} post={post} pageUrl={pageUrl} />
      ))}
    </SimpleGrid>
  );
}
