import {
  ActionIcon,
  Anchor,
  Button,
  CopyButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { User } from '@pixel/contract';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { AddressText } from '@/components/ui/address-text';
import { ListSkeleton } from '@/components/ui/list-states';
import { ShareIcon } from '@/components/ui/icons';
import { useSignedInUser } from '@/features/auth';
import { RefundRequestsCard } from '@/features/refund-requests';
import { TwoFactorNudge } from '@/features/two-factor';
import { loadSupporterHome, useHome } from '@/features/supported';
import { BalanceCard } from '@/features/wallet';
import { takeEarlyTap } from '@/lib/early-taps';
import { loadWhenOnline } from '@/lib/load-when-online';
import { openModal } from '@/lib/modals';
import { PageStats } from './page-stats';
import { WhenNear } from './when-near';
import { useWelcomeModal } from './use-welcome-modal';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';

// what the first screen does not show comes in chunks of its own (decision 0138): the cards under it, each
// drawn once it comes on the screen or the page has settled (when-near.tsx), so the first screen waits for
// none of their code (the chart's card, tables, the payout forms' steps); and a supporter's home, which a
// creator never sees
const moreCards = () => loadWhenOnline(() => import('./more-cards'));
const EarningsRow = lazy(async () => ({ default: (await moreCards()).EarningsRow }));
const SupportersCard = lazy(async () => ({ default: (await moreCards()).SupportersCard }));
const LatestTransactionsCard = lazy(async () => ({ default: (await moreCards()).LatestTransactionsCard }));
const PayoutAccountsCard = lazy(async () => ({ default: (await moreCards()).PayoutAccountsCard }));
const FollowersCard = lazy(async () => ({ default: (await moreCards()).FollowersCard }));
const GoalCard = lazy(async () => ({ default: (await moreCards()).GoalCard }));
const SupporterHome = lazy(async () => ({ default: await loadWhenOnline(loadSupporterHome) }));

function CopyIcon({ copied }: { copied: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      {copied ? (
        <path d="m5 12 5 5L20 7" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <>
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V6a2 2 0 0 1 2-2h8" />
        </>
      )}
    </svg>
  );
}

/** The dashboard of someone whose page has something on it: money, supporters, followers, goals. */
function CreatorDashboard({ user }: { user: User }) {
  const { t } = useTranslation();
  const pageLink = `${window.location.origin}/${user.profile.page_url}`;
  const screen = useRef<HTMLDivElement>(null);
  // a tap on the server's drawing of this screen, before the app ran, lands on the same button now
  // (decision 0172): its answers came with the page, so the button is drawn with it
  useEffect(() => {
    const tap = takeEarlyTap();
    if (tap) screen.current?.querySelector<HTMLElement>(`[data-tap="${tap}"]`)?.click();
  }, []);

  return (
    <Stack gap="xl" ref={screen}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('dashboard.title')}
        </Text>
        <Title order={1}>{user.profile.page_name}</Title>
      </div>

      <TwoFactorNudge />

      <RefundRequestsCard />

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <BalanceCard />
        <Paper withBorder radius="lg" p="lg">
          <Stack gap="xs">
            <Title order={2} fz="lg">
              {t('dashboard.pageLink.title')}
            </Title>
            <Text c="dimmed" fz="sm">
              {t('dashboard.pageLink.hint')}
            </Text>
            <Group gap="xs" wrap="nowrap">
              <Anchor href={pageLink} fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                <AddressText>{pageLink}</AddressText>
              </Anchor>
              <CopyButton value={pageLink}>
                {({ copied, copy }) => (
                  <Tooltip
                    label={copied ? t('dashboard.pageLink.copied') : t('dashboard.pageLink.copy')}
                    withArrow
                  >
                    <ActionIcon
                      variant="light"
                      size="lg"
                      radius="xl"
                      onClick={copy}
                      aria-label={
                        copied ? t('dashboard.pageLink.linkCopied') : t('dashboard.pageLink.copyPageLink')
                      }
                    >
                      <CopyIcon copied={copied} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            </Group>
            <PageStats pageUrl={user.profile.page_url} />
            <Button
              variant="light"
              w="fit-content"
              mt={4}
              data-tap="share-profile"
              leftSection={<ShareIcon size={18} />}
              onClick={() =>
                openModal('share-profile', {
                  page: { page_url: user.profile.page_url, page_name: user.profile.page_name },
                })
              }
            >
              {t('dashboard.pageLink.shareProfile')}
            </Button>
          </Stack>
        </Paper>
      </SimpleGrid>

      {/* each in a place of the height it first shows at, while its answers are on their way */}
      <WhenNear height={349}>
        <EarningsRow />
      </WhenNear>
      <WhenNear height={226}>
        <SupportersCard />
      </WhenNear>
      <WhenNear height={{ base: 594, sm: 446 }}>
        <LatestTransactionsCard />
      </WhenNear>
      <WhenNear height={{ base: 264, sm: 242 }}>
        <PayoutAccountsCard />
      </WhenNear>
      <WhenNear height={150}>
        <FollowersCard />
      </WhenNear>
      <WhenNear height={{ base: 172, md: 150 }}>
        <GoalCard />
      </WhenNear>
    </Stack>
  );
}

/**
 * The dashboard opens on a creator's dashboard once the person's page has anything on it or anything came
 * to it, and on a supporter's home before (decision 0087). Should that not be known, it is the creator's,
 * which has every tool.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('dashboard.title'));
  const user = useSignedInUser();
  useWelcomeModal(user);
  const home = useHome();
  // a dashboard that came without its answers may be a supporter's home: its code comes with the answer
  const asking = !home.data;
  useEffect(() => {
    if (asking) loadSupporterHome().catch(() => undefined);
  }, [asking]);
  // a home read before may be out of date: the page's first post turns it into a creator's dashboard
  const known = home.data?.data.has_page || home.isFetchedAfterMount;
  if (home.isError || (known && home.data?.data.has_page)) return <CreatorDashboard user={user} />;
  if (known && home.data) {
    return (
      <Suspense fallback={<DashboardLoading />}>
        <SupporterHome home={home.data.data} user={user} />
      </Suspense>
    );
  }
  return <DashboardLoading />;
}

/** The dashboard's heading, and grey cards until it knows whose dashboard to show. */
function DashboardLoading() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('dashboard.title')}
        </Text>
        <Title order={1}>{user.profile.page_name}</Title>
      </div>
      <ListSkeleton label={t('dashboard.loading')} rows={3} height={140} />
    </Stack>
  );
}
