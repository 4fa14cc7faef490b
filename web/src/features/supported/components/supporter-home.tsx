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

function GivenCard({ given }: { given: Home['given'] }) {
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          Your support
        </Title>
        {given.payments === 0 ? (
          <Text c="dimmed" fz="sm">
            You have not sent a gift or bought a photo yet. Creators you support show up here with what they
            post.
          </Text>
        ) : (
          <>
            <Text fw={800} fz={28} lh={1.2}>
              {formatMoney(given.amount)}
            </Text>
            <Text c="dimmed" fz="sm">
              given in {given.payments} {given.payments === 1 ? 'payment' : 'payments'} to {given.creators}{' '}
              {given.creators === 1 ? 'creator' : 'creators'}
            </Text>
          </>
        )}
        <Anchor component={Link} to="/dashboard/supported" fz="sm" fw={600} w="fit-content">
          See all your gifts and purchases
        </Anchor>
      </Stack>
    </Paper>
  );
}

const firstSteps = [
  { to: '/dashboard/creator-hub/snap', label: 'Post a photo' },
  { to: '/dashboard/creator-hub/bloc', label: 'Write a Bloc post' },
  { to: '/dashboard/creator-hub/my-goals/add-goal', label: 'Set a goal' },
  { to: '/dashboard/settings/profile', label: 'Edit your profile' },
];

/** A supporter's way to a page of their own: it is there already, waiting for something on it. */
function StartYourPage({ pageUrl }: { pageUrl: string }) {
  const pageLink = `${window.location.origin}/${pageUrl}`;
  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="start-page-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="start-page-heading">
          Start your own page
        </Title>
        <Text c="dimmed" fz="sm">
          Your page is ready at{' '}
          <Anchor href={pageLink} style={{ overflowWrap: 'anywhere' }}>
            <AddressText>{pageLink}</AddressText>
          </Anchor>
          . Post something or set a goal, and this dashboard becomes your creator dashboard, with your
          earnings and payouts.
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
              {step.label}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** With nobody followed or supported yet: creators with something to show, to start from. */
function CreatorsToStartWith() {
  const explore = useExplore();
  const creators = explore.data?.data.popular_creators.slice(0, 4) ?? [];
  return (
    <Stack gap="md">
      <Text c="dimmed">
        You don&apos;t follow or support anyone yet. Follow creators to see their latest posts here.
      </Text>
      {creators.length > 0 && <CreatorGrid creators={creators} label="Creators to explore" />}
    </Stack>
  );
}

/**
 * The dashboard of someone whose own page is still empty (decision 0087): the creators they follow and
 * support with their latest posts, their latest gifts and purchases, and how to start a page of their own.
 */
export function SupporterHome({ home, user }: { home: Home; user: User }) {
  return (
    <Stack gap="xl">
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          Dashboard
        </Text>
        <Title order={1}>{user.profile.page_name}</Title>
      </div>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <GivenCard given={home.given} />
        <StartYourPage pageUrl={user.profile.page_url} />
      </SimpleGrid>

      <Section
        id="home-creators-heading"
        title="Creators you follow and support"
        action={
          <Anchor component={Link} to="/explore" fz="sm" fw={600}>
            Explore more
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
        title="Your latest gifts and purchases"
        action={
          home.support.length > 0 && (
            <Anchor component={Link} to="/dashboard/supported" fz="sm" fw={600}>
              See all
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
