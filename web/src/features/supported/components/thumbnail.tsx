import { Box, Center, Skeleton } from '@mantine/core';
import type { PhotoPost, PhotoType } from '@pixel/contract';
import { LineIcon } from '@/components/ui/icons';
import { useSeenOnScreen } from '@/hooks/use-seen-on-screen';
import { usePhotoPostPictures } from '../api/get-post-pictures';

/** The picture a post is shown small by: its first photo's 500 px version, WebP where there is one. */
export const firstPicture = (post: Pick<PhotoPost, 'images' | 'image_url_variants'>) => {
  const variants = post.images[0]?.image_url_variants ?? post.image_url_variants;
  return variants.WH500_WEBP ?? variants.WH500 ?? null;
};

export function LockBadge() {
  return (
    <Center
      pos="absolute"
      top={4}
      right={4}
      w={22}
      h={22}
      bg="rgba(0, 0, 0, 0.6)"
      c="white"
      style={{ borderRadius: '50%' }}
    >
      <LineIcon size={13}>
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" />
      </LineIcon>
    </Center>
  );
}

/**
 * A small square picture beside the words that name it (so it is decorative), or a tinted square with
 * `fallback` in it while there is none. A locked post's picture is its blurred peek, with a lock on it.
 */
export function Thumbnail({
  src,
  size,
  locked = false,
  loading = false,
  fallback = null,
}: {
  src: string | null;
  /** Its width (a number of pixels, or a share of its box); it is as tall as it is wide. */
  size: number | string;
  locked?: boolean;
  loading?: boolean;
  fallback?: React.ReactNode;
}) {
  return (
    <Box
      pos="relative"
      w={size}
      bg="pixel.0"
      style={{
        aspectRatio: '1 / 1',
        borderRadius: 'var(--mantine-radius-md)',
        overflow: 'hidden',
        flexShrink: 0,
      }}
    >
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      ) : loading ? (
        <Skeleton w="100%" h="100%" radius={0} />
      ) : (
        <Center h="100%" c="pixel.9" p={6}>
          {fallback}
        </Center>
      )}
      {locked && <LockBadge />}
    </Box>
  );
}

/**
 * A bought post's picture, asked for once it comes near the screen: its address is signed for its buyer,
 * so only the post's own call gives it. A post gone since shows a plain square.
 */
export function BoughtPostThumbnail({
  post,
  pageUrl,
  size,
}: {
  post: { type: PhotoType; id: string };
  pageUrl: string;
  size: number;
}) {
  const [ref, seen] = useSeenOnScreen<HTMLDivElement>();
  const pictures = usePhotoPostPictures({ pageUrl, type: post.type, id: post.id }, seen);
  return (
    <div ref={ref}>
      <Thumbnail
        size={size}
        src={pictures.data ? firstPicture(pictures.data) : null}
        loading={pictures.isPending && seen}
        fallback={<PhotoIcon />}
      />
    </div>
  );
}

export function PhotoIcon() {
  return (
    <LineIcon size={22}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 15 4-4 5 5 3-3 6 6M15 9.5h.01" />
    </LineIcon>
  );
}
