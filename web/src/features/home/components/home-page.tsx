import {
  Badge,
  Box,
  Button,
  Container,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useUser } from '@/features/auth';
import { Mascot } from '@/components/ui/mascot';
import { formatMoney } from '@/lib/money';
import { homeHero } from '../lib/home-hero';
import { FindCreators } from './find-creators';
import { useDocumentTitle } from '@/hooks/use-document-title';

const highlights = [
  {
    title: 'Gifts from your supporters',
    text: `Fans send you gifts from ${formatMoney(20)}, with a name and a sweet message, or anonymously.`,
    icon: 'M12 8v13M3 8h18v4H3zM5 12v9h14v-9M12 8S10 3 7.5 3 5 5 7 7s5 1 5 1m0 0s2-5 4.5-5S19 5 17 7s-5 1-5 1',
  },
  {
    title: 'Snaps and Slides',
    text: 'Share free sneak peeks and sell single photos or whole sets, each at your own price.',
    icon: 'M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9.5a1 1 0 1 0 0-.01',
  },
  {
    title: 'Goals',
    text: 'Saving for a new camera or a trip? Set a goal and let your supporters help you reach it.',
    icon: 'M12 3a9 9 0 1 0 9 9M12 7a5 5 0 1 0 5 5M12 11a1 1 0 1 0 1 1M12 12l8-8',
  },
  {
    title: 'Free payouts',
    text: 'Withdraw your earnings to your e-payment account for free, or to your bank.',
    icon: 'M3 6h18v13H3zM3 9h18M16 12.5h2',
  },
];

export function HomePage() {
  useDocumentTitle(null);
  const { data: user } = useUser();

  return (
    <>
      <Box
        style={{
          // one flat tint behind the headline: text over a gradient has no contrast that can be checked
          background: 'var(--mantine-color-pixel-0)',
        }}
      >
        <Container size="lg" py={{ base: 48, sm: 88 }}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48} style={{ alignItems: 'center' }}>
            <Stack gap="lg">
              <Badge size="lg" variant="light" radius="xl" w="fit-content">
                {homeHero.badge}
              </Badge>
              <Title order={1} fz={{ base: 40, sm: 56 }} lh={1.05}>
                {homeHero.title}{' '}
                <Text span inherit c="pink.9">
                  {homeHero.titleAccent}
                </Text>
              </Title>
              <Text fz="xl" c="dimmed" maw={520}>
                {homeHero.lead}
              </Text>
              <Group gap="md">
                {user ? (
                  <Button component={Link} to="/dashboard" size="lg" variant="gradient">
                    Go to your dashboard
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to={homeHero.signUp.to} size="lg" variant="gradient">
                      {homeHero.signUp.label}
                    </Button>
                    <Button component={Link} to={homeHero.logIn.to} size="lg" variant="default">
                      {homeHero.logIn.label}
                    </Button>
                  </>
                )}
              </Group>
            </Stack>
            <Paper
              radius={32}
              p={40}
              shadow="xl"
              withBorder
              visibleFrom="md"
              style={{ justifySelf: 'center' }}
            >
              <Stack align="center" gap="sm">
                <Mascot size={200} />
                <Text fw={800} fz="lg">
                  {homeHero.card.address}
                </Text>
                <Text c="dimmed" fz="sm">
                  {homeHero.card.line}
                </Text>
              </Stack>
            </Paper>
          </SimpleGrid>
        </Container>
      </Box>

      <FindCreators />

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title order={2} ta="center" mb={40}>
          Everything you need to earn from your content
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {highlights.map((item) => (
            <Paper key={item.title} withBorder radius="lg" p="lg">
              <ThemeIcon size={44} radius="md" variant="light" mb="md" aria-hidden="true">
                <svg
                  width="24"
                  height="24"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d={item.icon} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
              </ThemeIcon>
              <Title order={3} fz="lg" mb={6}>
                {item.title}
              </Title>
              <Text c="dimmed" fz="sm">
                {item.text}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
