import { Badge, Box, Group, Image, SimpleGrid, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { PhotoPost } from '@pixel/contract';
import { formatMoney } from '@/lib/money';
import { photoPostPath } from '../lib/post-paths';
import { LockIcon } from './photo-icons';
import { Wh500Picture } from './wh500-picture';

/**
 * The Snap tab on a wide screen: a grid of square tiles (the 500 px version of each post's first photo, or its
 * blurred preview), each opening the post's own page.
 */
export function PhotoGallery({ posts, pageUrl }: { posts: PhotoPost[]; pageUrl: string }) {
  return (
    <SimpleGrid component="ul" cols={3} spacing="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {posts.map((post) => (
        <li key={`${post.type}-${post.id}`}>
          <Box
            component={Link}
            to={photoPostPath(pageUrl, post.type, post.id)}
            className="mantine-focus-auto"
            display="block"
            pos="relative"
            style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
          >
            {/* the link's name is what it shows: the kind of post, the price of a locked one, the caption */}
            <VisuallyHidden>{post.type === 'image' ? 'Snap' : 'Slide'}</VisuallyHidden>
            <Wh500Picture versions={post.image_url_variants}>
              <Image
                src={post.image_url_variants.WH500}
                alt=""
                loading="lazy"
                fit="cover"
                style={{ aspectRatio: '1 / 1' }}
              />
            </Wh500Picture>
            <Group pos="absolute" top={8} left={8} right={8} justify="space-between">
              {post.type === 'image_collection' ? (
                <Badge variant="filled" color="dark.8" radius="sm">
                  {post.images.length} photos
                </Badge>
              ) : (
                <span />
              )}
              {post.is_locked && post.pricing && (
                <Badge variant="filled" color="dark.8" radius="sm" leftSection={<LockIcon size={12} />}>
                  <VisuallyHidden>Locked, </VisuallyHidden>
                  {formatMoney(post.pricing.amount)}
                </Badge>
              )}
            </Group>
            {post.caption && (
              <Text
                pos="absolute"
                bottom={0}
                left={0}
                right={0}
                px="sm"
                py={6}
                fz="sm"
                c="white"
                bg="dark.8"
                truncate
              >
                {post.caption}
              </Text>
            )}
          </Box>
        </li>
      ))}
    </SimpleGrid>
  );
}
