import { Avatar, Box, Button, Container, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { coverSources, type PublicProfile } from '@pixel/contract';
import { ShareIcon } from '@/components/ui/icons';
import { TextWithHashtags } from '@/components/ui/text-with-hashtags';
import { FollowButton } from '@/features/follows';
import { avatarSource } from '@/lib/avatar';
import { takeEarlyTap } from '@/lib/early-taps';
import { formatCount } from '@/lib/money';
import { useTranslation } from '@/lib/translation';

const brandGradient =
  'linear-gradient(135deg, var(--mantine-color-pixel-6) 0%, var(--mantine-color-pink-5) 100%)';

/** The cover in the width the window shows it, WebP where the browser takes it; the page's largest paint. */
function CoverPhoto({ profile }: { profile: PublicProfile }) {
  const sources = coverSources(profile);
  const image = (
    <Image
      src={profile.cover_photo}
      srcSet={sources?.jpeg}
      sizes={sources?.sizes}
      fetchPriority="high"
      h={{ base: 140, sm: 220 }}
      fit="cover"
      alt=""
    />
  );
  if (!sources) return image;
  return (
    <picture style={{ display: 'block' }}>
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      {image}
    </picture>
  );
}

/**
 * Cover photo, avatar, name, bio, supporter count, and the Share and Support Me buttons of a creator's page
 * (Support Me for everyone but its creator).
 */
export function CreatorHeader({
  profile,
  onSupport,
  onShare,
  requestClip,
}: {
  profile: PublicProfile;
  onSupport: () => void;
  onShare: () => void;
  /** Request a clip, when the page offers it (media requests). */
  requestClip?: ReactNode;
}) {
  const { t } = useTranslation();
  const avatar = avatarSource(profile);
  const header = useRef<HTMLElement>(null);
  // a tap on the server's drawing of this header, before the app ran, lands on the same button now
  useEffect(() => {
    const tap = takeEarlyTap();
    if (!tap) return;
    const target = header.current?.querySelector<HTMLElement>(`[data-tap="${tap}"]`);
    (target?.matches('button') ? target : target?.querySelector('button'))?.click();
  }, []);
  return (
    <Box component="header" ref={header}>
      {profile.cover_photo ? (
        <CoverPhoto profile={profile} />
      ) : (
        <Box h={{ base: 140, sm: 220 }} style={{ background: brandGradient }} />
      )}
      <Container size="md">
        <Stack gap="sm" mt={{ base: -48, sm: -64 }} pb="lg">
          <Avatar
            src={avatar}
            name={profile.page_name}
            color="pixel"
            size={112}
            radius={112}
            alt={t('common.avatarOf', { name: profile.page_name })}
            style={{ border: '4px solid var(--mantine-color-body)', background: 'var(--mantine-color-body)' }}
          />
          <Group justify="space-between" align="flex-end" gap="md">
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
                {profile.page_name}
              </Title>
              <Text c="dimmed" fz="sm">
                @{profile.page_url}
              </Text>
            </Stack>
            <Group gap="sm">
              <Box display="contents" data-tap="follow">
                <FollowButton profile={profile} />
              </Box>
              <Button
                size="md"
                variant="default"
                leftSection={<ShareIcon size={18} />}
                onClick={onShare}
                data-tap="share"
              >
                {t('common.share')}
              </Button>
              {/* a creator cannot send a gift to themselves */}
              {!profile.is_owner && (
                <Button size="md" variant="gradient" onClick={onSupport} data-tap="support">
                  {t('creatorPage.supportMe')}
                </Button>
              )}
              {!profile.is_owner && requestClip}
            </Group>
          </Group>
          <Group gap="lg">
            <Text fz="sm">
              <Text span fw={800}>
                {formatCount(profile.donation_count)}
              </Text>{' '}
              <Text span c="dimmed">
                {t(profile.donation_count === 1 ? 'common.supporter' : 'common.supporters')}
              </Text>
            </Text>
            <Text fz="sm">
              <Text span fw={800}>
                {formatCount(profile.follower_count)}
              </Text>{' '}
              <Text span c="dimmed">
                {t(profile.follower_count === 1 ? 'common.follower' : 'common.followers')}
              </Text>
            </Text>
          </Group>
          {profile.bio && (
            <Text maw={640} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <TextWithHashtags>{profile.bio}</TextWithHashtags>
            </Text>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
