import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { HomeResponse, User } from '@pixel/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { AddressText } from '@/components/ui/address-text';
import { CreatorGrid, useExplore } from '@/features/explore';
import { formatMoney } from '@/lib/money';
import { HomeCreatorCard } from './home-creator-card';
import { NothingSupportedYet } from './supported-page';
import { SupportedItem } from './supported-item';
import { Trans, useTranslation } from '../texts';

type Home = HomeResponse['data'];

function Section({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack component="section" gap="sm" aria-labelledby={id}>
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg" id={id}>
          {title}
        </Title>
        {action}
      </Group>
      {children}
    </Stack>
  );
}

const givenKeys = {
  one: { one: 'supported.home.givenOneOne', many: 'supported.home.givenOneMany' },
  many: { one: 'supported.home.givenManyOne', many: 'supported.home.givenManyMany' },
} as const;

function GivenCard({ given }: { given: Home['given'] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('supported.home.yourSupport')}
        </Title>
        {given.payments === 0 ? (
          <Text c="dimmed" fz="sm">
            {t('supported.home.noSupport')}
          </Text>
        ) : (
          <>
            <Text fw={800} fz={28} lh={1.2}>
              {formatMoney(given.amount)}
            </Text>
            <Text c="dimmed" fz="sm">
              {t(givenKeys[given.payments === 1 ? 'one' : 'many'][given.creators === 1 ? 'one' : 'many'], {
                payments: given.payments,
                creators: given.creators,
              })}
            </Text>
          </>
        )}
        <Anchor component={Link} to="/dashboard/supported" fz="sm" fw={600} w="fit-content">
          {t('supported.home.seeAllGifts')}
        </Anchor>
      </Stack>
    </Paper>
  );
}

const firstSteps = [
  { to: '/dashboard/creator-hub/snap', label: 'supported.home.postPhoto' },
  { to: '/dashboard/creator-hub/bloc', label: 'supported.home.writeBloc' },
  { to: '/dashboard/creator-hub/my-goals/add-goal', label: 'supported.home.setGoal' },
  { to: '/dashboard/settings/profile', label: 'supported.home.editProfile' },
] as const;

/** The address of the supporter's page, a link written as an address (it may break anywhere). */
function PageLink({ href, children = '' }: { href: string; children?: string }) {
  return (
    <Anchor href={href} style={{ overflowWrap: 'anywhere' }}>
      <AddressText>{children}</AddressText>
    </Anchor>
  );
}

/** A supporter's way to a page of their own: it is there already, waiting for something on it. */
function StartYourPage({ pageUrl }: { pageUrl: string }) {
  const { t } = useTranslation();
  const pageLink = `${window.location.origin}/${pageUrl}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="start-page-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="start-page-heading">
          {t('supported.home.startPage')}
        </Title>
        <Text c="dimmed" fz="sm">
          <Trans
            i18nKey="supported.home.pageReady"
            values={{ url: pageLink }}
            components={{ link: <PageLink href={pageLink} /> }}
          />
        </Text>
        <Group gap="xs" mt={4}>
          {firstSteps.map((step, index) => (
            <Button
              key={step.to}
              component={Link}
              to={step.to}
              size="xs"
              variant={index === 0 ? 'gradient' : 'light'}
            >
              {t(step.label)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** With nobody followed or supported yet: creators with something to show, to start from. */
function CreatorsToStartWith() {
  const { t } = useTranslation();
  const explore = useExplore();
  const creators = explore.data?.data.popular_creators.slice(0, 4) ?? [];
  return (
    <Stack gap="md">
      <Text c="dimmed">{t('supported.home.followNobody')}</Text>
      {creators.length > 0 && (
        <CreatorGrid creators={creators} label={t('supported.home.creatorsToExplore')} />
      )}
    </Stack>
  );
}

/**
 * The dashboard of someone whose own page is still empty (decision 0087): the creators they follow and
 * support with their latest posts, their latest gifts and purchases, and how to start a page of their own.
 */
export function SupporterHome({ home, user }: { home: Home; user: User }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('supported.home.dashboard')}
        </Text>
        <Title order={1}>{user.profile.page_name}</Title>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <GivenCard given={home.given} />
        <StartYourPage pageUrl={user.profile.page_url} />
      </SimpleGrid>

      <Section
        id="home-creators-heading"
        title={t('supported.home.creatorsYouFollow')}
        action={
          <Anchor component={Link} to="/explore" fz="sm" fw={600}>
            {t('supported.home.exploreMore')}
          </Anchor>
        }
      >
        {home.creators.length === 0 ? (
          <CreatorsToStartWith />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {home.creators.map((item) => (
              <HomeCreatorCard key={item.creator.page_url} item={item} />
            ))}
          </SimpleGrid>
        )}
      </Section>

      <Section
        id="home-support-heading"
        title={t('supported.home.latestGifts')}
        action={
          home.support.length > 0 && (
            <Anchor component={Link} to="/dashboard/supported" fz="sm" fw={600}>
              {t('supported.home.seeAll')}
            </Anchor>
          )
        }
      >
        {home.support.length === 0 ? (
          <NothingSupportedYet />
        ) : (
          <Stack gap="sm">
            {home.support.map((record) => (
              <SupportedItem key={record.reference} record={record} />
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
