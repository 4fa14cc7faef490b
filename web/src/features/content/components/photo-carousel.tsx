import { ActionIcon, Box, Button, Group, UnstyledButton } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { Photo, PhotoPost } from '@pixel/contract';
import { useTranslation } from '../texts';
import { LockedOverlay, PeekBar } from './locked-overlays';
import { ChevronIcon } from './photo-icons';
import { Wh500Picture } from './wh500-picture';

const swipeDistance = 40;

/**
 * The photos of a post: one at a time, with arrows, dots and swipe for a Slide, each in its 500 px version
 * with a link to the original. A photo hidden from the viewer shows its blurred preview, the price and
 * 'View Photo' or 'View Set'; a free photo of a set still to buy shows the price and 'View Set' too.
 */
export function PhotoCarousel({
  post,
  onUnlock,
  onImageError,
}: {
  post: PhotoPost;
  onUnlock: () => void;
  /** A signed address expired: the caller asks for fresh ones. */
  onImageError: () => void;
}) {
  const { t } = useTranslation();
  const photos: Photo[] = post.images.length > 0 ? post.images : [];
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = photos.length;
  const current = Math.min(index, Math.max(0, count - 1));
  const photo = photos[current];
  const go = (next: number) => setIndex(Math.max(0, Math.min(count - 1, next)));
  const name = post.creator.page_name;
  const previousButton = useRef<HTMLButtonElement>(null);
  const nextButton = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<HTMLButtonElement | null>(null);

  // an arrow is disabled at its end of the set, which would drop the focus to the page: it goes to the other
  const step = (by: 1 | -1) => {
    const target = Math.max(0, Math.min(count - 1, current + by));
    if (target === count - 1) focusNext.current = previousButton.current;
    else if (target === 0) focusNext.current = nextButton.current;
    go(target);
  };
  useEffect(() => {
    focusNext.current?.focus();
    focusNext.current = null;
  }, [current]);

  if (!photo) return null;
  const alt = photo.is_locked
    ? t('content.carousel.blurred', { name })
    : count > 1
      ? t('content.carousel.photoOf', { number: current + 1, count, name })
      : t('content.carousel.photoBy', { name });

  return (
    <Box
      role={count > 1 ? 'region' : undefined}
      aria-roledescription={count > 1 ? 'carousel' : undefined}
      aria-label={count > 1 ? t('content.carousel.region', { count }) : undefined}
    >
      <Box
        pos="relative"
        bg="dark.8"
        style={{
          aspectRatio: '1 / 1',
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          touchAction: 'pan-y',
        }}
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={(event) => {
          if (start.current === null) return;
          const moved = event.clientX - start.current;
          start.current = null;
          if (Math.abs(moved) >= swipeDistance) go(current + (moved < 0 ? 1 : -1));
        }}
      >
        {/* the 500 px version fills the square; the original (up to 2000 px) only when asked for */}
        <Wh500Picture key={photo.id} versions={photo.image_url_variants}>
          <img
            src={photo.image_url_variants.WH500}
            alt={alt}
            width={500}
            height={500}
            loading="lazy"
            draggable={false}
            onError={onImageError}
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
          />
        </Wh500Picture>
        {photo.is_locked ? (
          <LockedOverlay post={post} onUnlock={onUnlock} />
        ) : (
          <Button
            component="a"
            href={photo.image_url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('content.carousel.fullSize', { alt })}
            pos="absolute"
            top={8}
            right={8}
            size="compact-xs"
            variant="white"
            color="dark"
            radius="xl"
          >
            {t('content.carousel.fullSizeLink')}
          </Button>
        )}
        {!photo.is_locked && post.is_locked && post.pricing && <PeekBar post={post} onUnlock={onUnlock} />}
        {count > 1 && (
          <>
            <ActionIcon
              pos="absolute"
              left={8}
              top="50%"
              style={{ transform: 'translateY(-50%)' }}
              variant="white"
              color="dark"
              radius="xl"
              size="lg"
              aria-label={t('content.carousel.previous')}
              ref={previousButton}
              disabled={current === 0}
              onClick={() => step(-1)}
            >
              <ChevronIcon direction="left" />
            </ActionIcon>
            <ActionIcon
              pos="absolute"
              right={8}
              top="50%"
              style={{ transform: 'translateY(-50%)' }}
              variant="white"
              color="dark"
              radius="xl"
              size="lg"
              aria-label={t('content.carousel.next')}
              ref={nextButton}
              disabled={current === count - 1}
              onClick={() => step(1)}
            >
              <ChevronIcon direction="right" />
            </ActionIcon>
          </>
        )}
      </Box>
      {count > 1 && (
        <Group justify="center" gap={4} mt={8}>
          {photos.map((item, position) => (
            <UnstyledButton
              key={item.id}
              aria-label={t('content.carousel.show', { number: position + 1, count })}
              aria-current={position === current ? 'true' : undefined}
              onClick={() => go(position)}
              p={6}
              style={{ lineHeight: 0 }}
            >
              <Box
                component="span"
                display="block"
                w={8}
                h={8}
                style={{
                  borderRadius: '50%',
                  background: `var(--mantine-color-${position === current ? 'pixel-6' : 'gray-4'})`,
                }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Box>
  );
}
