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
import { useTranslation } from '../texts';

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
  const { t } = useTranslation();
  const slide = post.type === 'image_collection';
  // a post PIXEL support hid cannot be changed (the server answers 409), only deleted
  const editable = isOwner && !post.hidden_by_staff;
  const target = useRef<HTMLButtonElement>(null);
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon
          ref={target}
          variant="subtle"
          color="gray"
          radius="xl"
          aria-label={t('content.card.options')}
        >
          <DotsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {editable && (
          <>
            <Menu.Item onClick={() => openModal('edit-post', { post })}>
              {slide ? t('content.card.editSlide') : t('content.card.editPost')}
            </Menu.Item>
            {slide && (
              <Menu.Item
                onClick={() => void openEditSlidePhotos(post, onChanged, () => target.current?.focus())}
              >
                {t('content.card.editPhoto')}
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
              {t('content.card.setPrice')}
            </Menu.Item>
          </>
        )}
        {isOwner && (
          <Menu.Item onClick={() => openModal('content-supporters', { type: post.type, id: post.id })}>
            {t('content.card.supporters')}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => void copyPostLink(post)}>{t('content.card.copyLink')}</Menu.Item>
        {isOwner && (
          <Menu.Item color="red" onClick={() => openModal('delete-photo', { post, onDeleted })}>
            {t('content.card.deletePhoto')}
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
  const { t } = useTranslation();
  const user = useUser();
  const isOwner = user.data?.profile.page_url === post.creator.page_url;
  const unlock = useUnlock(post);
  const slide = post.type === 'image_collection';
  const date = (
    <Text component="time" dateTime={post.created_at} c="dimmed" fz="sm" style={{ whiteSpace: 'nowrap' }}>
      {formatDate(post.created_at)}
    </Text>
  );
  const label = t(slide ? 'content.card.labelSlide' : 'content.card.labelSnap', {
    name: post.creator.page_name,
    date: formatDate(post.created_at),
  });

  return (
    <Paper component="article" withBorder radius="lg" p="lg" aria-label={label}>
      <Stack gap="sm">
        {/* the badges wrap rather than being cut; the date keeps to the right, on a line of its own if need be */}
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Group gap="xs" style={{ flex: 1, minWidth: 0, rowGap: 6 }}>
            <Badge variant="light" color="pixel" style={{ flexShrink: 0 }}>
              {slide
                ? t('content.card.badgeSlide', { count: post.images.length })
                : t('content.card.badgeSnap')}
            </Badge>
            {post.pricing && post.is_payable && (
              <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                {formatMoney(post.pricing.amount)}
              </Badge>
            )}
            {post.is_purchased && (
              <Badge variant="filled" color="teal.9" style={{ flexShrink: 0 }}>
                {t('content.card.purchased')}
              </Badge>
            )}
            {post.hidden_by_staff && <HiddenByStaffBadge />}
            {/* a hidden post is unpublished too, but is not a draft its creator can publish */}
            {!post.is_published && !post.hidden_by_staff && (
              <Badge
                variant="filled"
                color={post.publish_at ? 'grape.9' : 'gray.7'}
                style={{ flexShrink: 0 }}
              >
                {/* a draft with a time goes out by itself then (decision 0157) */}
                {post.publish_at ? t('content.schedule.badge') : t('content.card.draft')}
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
            {post.available_until
              ? t('content.card.removedUntil', {
                  name: post.creator.page_name,
                  date: formatDate(post.available_until),
                })
              : t('content.card.removedAWhile', { name: post.creator.page_name })}
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
                  ? t('content.card.joinToReact')
                  : t(post.type === 'image' ? 'content.card.buyPhotoToReact' : 'content.card.buySetToReact')
            }
          />
          {isOwner && (
            <Button
              variant="subtle"
              size="compact-sm"
              color="gray"
              onClick={() => openModal('content-supporters', { type: post.type, id: post.id })}
            >
              {t(post.purchase_count === 1 ? 'content.card.purchaseOne' : 'content.card.purchaseMany', {
                n: post.purchase_count,
              })}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
