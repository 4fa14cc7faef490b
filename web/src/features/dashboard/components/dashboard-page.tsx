import {
  ActionIcon,
  Anchor,
  Box,
  Button,
  CopyButton,
  Flex,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import type { User } from '@pixel/contract';
import { Link } from 'react-router';
import { AddressText } from '@/components/ui/address-text';
import { ListSkeleton } from '@/components/ui/list-states';
import { ShareIcon } from '@/components/ui/icons';
import { useSignedInUser } from '@/features/auth';
import { FollowersCard } from '@/features/follows';
import { MembersCard } from '@/features/memberships';
import { PayoutAccountsCard } from '@/features/payouts';
import { RefundRequestsCard } from '@/features/refund-requests';
import { LatestTransactionsCard } from '@/features/statements';
import { TwoFactorNudge } from '@/features/two-factor';
import { SupporterHome, useHome } from '@/features/supported';
import { BalanceCard } from '@/features/wallet';
import { openModal } from '@/lib/modals';
import { EarningsCard } from './earnings-card';
import { PageStats } from './page-stats';
import { SupportersCard } from './supporters-card';
import { useWelcomeModal } from './use-welcome-modal';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';

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

  return (
    <Stack gap="xl">
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

      {/* the members' figures beside the chart where there is room, under it on a phone */}
      <Flex gap="lg" wrap="wrap" align="flex-start">
        <Box flex="999 1 560px" miw={0}>
          <EarningsCard />
        </Box>
        <MembersCard flex="1 1 260px" />
      </Flex>

      <SupportersCard />

      <LatestTransactionsCard />

      <PayoutAccountsCard />

      <FollowersCard />

      <Paper withBorder radius="lg" p="lg">
        <Title order={2} fz="lg" mb="xs">
          {t('dashboard.goal.title')}
        </Title>
        <Text c="dimmed" fz="sm" mb="md">
          {t('dashboard.goal.hint')}
        </Text>
        <Button component={Link} to="/dashboard/creator-hub/my-goals/add-goal" variant="light">
          {t('dashboard.goal.add')}
        </Button>
      </Paper>
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
  // a home read before may be out of date: the page's first post turns it into a creator's dashboard
  const known = home.data?.data.has_page || home.isFetchedAfterMount;
  if (home.isError || (known && home.data?.data.has_page)) return <CreatorDashboard user={user} />;
  if (known && home.data) return <SupporterHome home={home.data.data} user={user} />;
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
