import {
  ActionIcon,
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  Group,
  Menu,
  Paper,
  Stack,
  Text,
} from '@mantine/core';
import { useRef } from 'react';
import { Link } from 'react-router';
import type { PhotoPost, ReactionTotals } from '@pixel/contract';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { useUser } from '@/features/auth';
import { Reactions } from '@/features/reactions';
import { formatDate } from '@/lib/dates';
import { openModal } from '@/lib/modals';
import { formatMoney } from '@/lib/money';
import { priceFromPost } from '../lib/post-draft';
import { photoPostPath } from '../lib/post-paths';
import { HiddenByStaffBadge, HiddenByStaffNotice } from './hidden-by-staff';
import { PhotoCarousel } from './photo-carousel';
import { DotsIcon } from './photo-icons';
import { copyPostLink, openEditSlidePhotos } from './post-actions';
import { useUnlock } from './use-unlock';

function PostMenu({
  post,
  isOwner,
  onChanged,
  onDeleted,
}: {
  post: PhotoPost;
  isOwner: boolean;
  onChanged: () => void;
  onDeleted?: () => void;
}) {
  const slide = post.type === 'image_collection';
  // a post PIXEL support hid cannot be changed (the server answers 409), only deleted
  const editable = isOwner && !post.hidden_by_staff;
  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" radius="xl" aria-label="Post options">
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {editable && (
          <>
            <Menu.Item onClick={() => openModal('edit-post', { post })}>
              {slide ? 'Edit Snap Slide' : 'Edit Post'}
            </Menu.Item>
            {slide && (
              <Menu.Item
                onClick={() => void openEditSlidePhotos(post, onChanged, () => target.current?.focus())}
              >
                Edit Photo
              </Menu.Item>
            )}
            <Menu.Item
              onClick={() =>
                openModal('set-content-price', {
                  selectedPriceId: post.pricing?.price_id,
                  selectedPrice: priceFromPost(post),
                  target: { type: post.type, id: post.id },
                })
              }
            >
              Set Content Price
            </Menu.Item>
          </>
        )}
        {isOwner && (
          <Menu.Item onClick={() => openModal('content-supporters', { type: post.type, id: post.id })}>
            Content Supporters
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void copyPostLink(post)}>Copy link</Menu.Item>
        {isOwner && (
          <Menu.Item color="red" onClick={() => openModal('delete-photo', { post, onDeleted })}>
            Delete Photo
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * One Snap or Snap Slide: its photos (locked ones blurred, with the price and 'View Photo' / 'View Set'),
 * the caption with its hashtags linked, reactions, and for its creator a menu to edit it.
 */
export function PhotoPostCard({
  post,
  onReactionsChange,
  onImageError,
  onChanged,
  onDeleted,
  linkToPost = true,
}: {
  post: PhotoPost;
  onReactionsChange: (totals: ReactionTotals) => void;
  onImageError: () => void;
  /** After the creator changed the post from its menu. */
  onChanged: () => void;
  onDeleted?: () => void;
  /** The date links to the post's own page (not on that page itself). */
  linkToPost?: boolean;
}) {
  const user = useUser();
  const isOwner = user.data?.profile.page_url === post.creator.page_url;
  const unlock = useUnlock(post);
  const slide = post.type === 'image_collection';
  const date = (
    <Text component="time" dateTime={post.created_at} c="dimmed" fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(post.created_at)}
    </Text>
  );
  const label = `${slide ? 'Snap Slide' : 'Snap'} by ${post.creator.page_name}, ${formatDate(post.created_at)}`;

  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-label={label}>
      <Stack gap="sm">
        {/* the badges wrap rather than being cut; the date keeps to the right, on a line of its own if need be */}
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" style={{ flex: 1, minWidth: 0, rowGap: 6 }}>
            <Badge variant="light" color="pixel" style={{ flexShrink: 0 }}>
              {slide ? `Snap Slide · ${post.images.length} photos` : 'Snap'}
            </Badge>
            {post.pricing && post.is_payable && (
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {formatMoney(post.pricing.amount)}
              </Badge>
            )}
            {post.is_purchased && (
              <Badge variant="filled" color="teal.9" style={{ flexShrink: 0 }}>
                Purchased
              </Badge>
            )}
            {post.hidden_by_staff && <HiddenByStaffBadge />}
            {/* a hidden post is unpublished too, but is not a draft its creator can publish */}
            {!post.is_published && !post.hidden_by_staff && (
              <Badge variant="filled" color="gray.7" style={{ flexShrink: 0 }}>
                Draft
              </Badge>
            )}
            <Box ml="auto">
              {linkToPost ? (
                <Anchor
                  component={Link}
                  to={photoPostPath(post.creator.page_url, post.type, post.id)}
                  underline="hover"
                >
                  {date}
                </Anchor>
              ) : (
                date
              )}
            </Box>
          </Group>
          <PostMenu post={post} isOwner={isOwner} onChanged={onChanged} onDeleted={onDeleted} />
        </Group>

        {post.hidden_by_staff && <HiddenByStaffNotice hidden={post.hidden_by_staff} />}

        {post.is_deleted && (
          <Alert color="yellow" variant="light" p="xs">
            {post.creator.page_name} removed this post. You can still see it
            {post.available_until ? ` until ${formatDate(post.available_until)}` : ' for a while'}.
          </Alert>
        )}

        <PhotoCarousel post={post} onUnlock={unlock} onImageError={onImageError} />

        {post.caption && (
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <TextWithHashtags>{post.caption}</TextWithHashtags>
          </Text>
        )}

        <Group justify="space-between" gap="xs">
          <Reactions
            contentId={post.id}
            contentType={post.type}
            totals={post.reactions}
            onChange={onReactionsChange}
            requirement={
              !post.is_locked
                ? undefined
                : post.min_tier_id
                  ? 'Join to react.'
                  : `Buy this ${post.type === 'image' ? 'photo' : 'set'} to react.`
            }
          />
          {isOwner && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={() => openModal('content-supporters', { type: post.type, id: post.id })}
            >
              {post.purchase_count} {post.purchase_count === 1 ? 'purchase' : 'purchases'}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
