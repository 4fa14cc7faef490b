import { Box, Container, Skeleton, Stack } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { Outlet, useLocation, useMatch, useParams } from 'react-router';
import { pageUrlOf, type PublicProfile } from '@pixel/contract';
import { ContentNotAccessibleScreen } from '@/components/screens/content-not-accessible-screen';
import { NotFoundScreen } from '@/components/screens/not-found-screen';
import { SomethingWentWrongScreen } from '@/components/screens/something-went-wrong-screen';
import { RequestClipButton, useGiftLinks } from '@/features/gifts';
import { useHasMembershipTiers } from '@/features/memberships-supporter';
import { isApiError } from '@/lib/api-client';
import { openModal } from '@/lib/modals';
import { useProfile } from '../api/get-profile';
import { CreatorHeader } from './creator-header';
import { CreatorMenu } from './creator-menu';
import { creatorTabs, type CreatorPageContext } from './creator-tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '@/lib/translation';

function CreatorPageSkeleton() {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" role="status" aria-label={t('creatorPage.loadingPage')}>
      <Skeleton h={{ base: 140, sm: 220 }} radius={0} />
      <Container size="md">
        <Stack gap="sm" mt="md">
          <Skeleton circle height={112} />
          <Skeleton height={28} width="50%" />
          <Skeleton height={14} width="30%" />
          <Skeleton height={60} />
        </Stack>
      </Container>
    </Box>
  );
}

function CreatorProfile({ profile, onPaid }: { profile: PublicProfile; onPaid: () => void }) {
  const { t } = useTranslation();
  const { page_url, page_name, avatar } = profile;
  const thumbnail = profile.avatar_variants.WH100;
  const creator = useMemo(
    () => ({ page_url, page_name, avatar, avatar_variants: { WH100: thumbnail } }),
    [page_url, page_name, avatar, thumbnail],
  );
  // the gift links (?amount= of a QR code, the checkout's return) work on every tab
  useGiftLinks({ creator, onPaid });
  const context: CreatorPageContext = { profile, creator };
  const page = { page_url, page_name };
  // the tab's name first, as in "My Goals | Maria Santos | PIXEL"; a post's own page is under Snap
  const segment = useLocation().pathname.split('/')[2] ?? '';
  const tab = creatorTabs.find((t) => t.slug !== 'home' && t.slug === segment);
  useDocumentTitle(tab ? `${t(`creatorPage.tabs.${tab.slug}`)} | ${page_name}` : page_name);
  // Membership is in the menu while the creator has a tier to join, and always on its own address
  const withMembership = useHasMembershipTiers(page_url) || segment === 'membership';
  const tabs = useMemo(
    () => creatorTabs.filter((entry) => entry.slug !== 'membership' || withMembership),
    [withMembership],
  );

  return (
    <>
      <CreatorHeader
        profile={profile}
        onSupport={() => openModal('support-me', { creator })}
        requestClip={<RequestClipButton creator={creator} />}
        // the owner shares their own page: Share Profile
        onShare={() => openModal(profile.is_owner ? 'share-profile' : 'share', { page })}
      />
      <Container size="md" pb={48}>
        <Stack gap="xl">
          <CreatorMenu pageUrl={profile.page_url} tabs={tabs} />
          <Outlet context={context} />
        </Stack>
      </Container>
    </>
  );
}

/** A creator's public page at /{page_url}: the header, the page menu, and the tab of the address. */
export function CreatorPage() {
  const { pageUrl: segment = '' } = useParams();
  // a segment that can never be a page address (reserved, wrong characters) is simply not found
  const pageUrl = pageUrlOf(segment);
  const profile = useProfile(pageUrl);
  const { refetch } = profile;
  // a new gift raises the supporter count
  const onPaid = useCallback(() => void refetch(), [refetch]);
  const onPostPage = useMatch('/:pageUrl/pixel-snap/:type/:id') !== null;

  if (pageUrl === null) return <NotFoundScreen />;
  if (profile.isError) {
    if (isApiError(profile.error, 'NotFoundException')) {
      // a page hidden from this viewer (they are blocked) still opens the posts they bought, on their own
      if (onPostPage && pageUrl) {
        return (
          <Container size="md" py="xl">
            <Outlet context={{ pageUrl }} />
          </Container>
        );
      }
      return <NotFoundScreen />;
    }
    // a page staff suspended (decision 0098)
    if (isApiError(profile.error, 'ForbiddenException')) return <ContentNotAccessibleScreen />;
    return <SomethingWentWrongScreen onRetry={onPaid} />;
  }
  if (!profile.data) return <CreatorPageSkeleton />;
  return <CreatorProfile profile={profile.data} onPaid={onPaid} />;
}
