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
import { heroLinks } from '../lib/hero-links';
import { FindCreators } from './find-creators';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useTranslation } from '../texts';

const highlights = [
  {
    key: 'gifts',
    icon: 'M12 8v13M3 8h18v4H3zM5 12v9h14v-9M12 8S10 3 7.5 3 5 5 7 7s5 1 5 1m0 0s2-5 4.5-5S19 5 17 7s-5 1-5 1',
  },
  {
    key: 'snaps',
    icon: 'M4 5h16v14H4zM4 15l4-4 5 5 3-3 4 4M15 9.5a1 1 0 1 0 0-.01',
  },
  {
    key: 'goals',
    icon: 'M12 3a9 9 0 1 0 9 9M12 7a5 5 0 1 0 5 5M12 11a1 1 0 1 0 1 1M12 12l8-8',
  },
  {
    key: 'payouts',
    icon: 'M3 6h18v13H3zM3 9h18M16 12.5h2',
  },
] as const;

export function HomePage() {
  const { t } = useTranslation();
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
                {t('home.hero.badge')}
              </Badge>
              <Title order={1} fz={{ base: 40, sm: 56 }} lh={1.05}>
                {t('home.hero.title')}{' '}
                <Text span inherit c="pink.9">
                  {t('home.hero.titleAccent')}
                </Text>
              </Title>
              <Text fz="xl" c="dimmed" maw={520}>
                {t('home.hero.lead')}
              </Text>
              <Group gap="md">
                {user ? (
                  <Button component={Link} to="/dashboard" size="lg" variant="gradient">
                    {t('home.hero.toDashboard')}
                  </Button>
                ) : (
                  <>
                    <Button component={Link} to={heroLinks.signUp} size="lg" variant="gradient">
                      {t('home.hero.signUp')}
                    </Button>
                    <Button component={Link} to={heroLinks.logIn} size="lg" variant="default">
                      {t('home.hero.logIn')}
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
                <Mascot size={200} label={t('shared.mascotWaving')} />
                <Text fw={800} fz="lg">
                  {t('home.hero.address')}
                </Text>
                <Text c="dimmed" fz="sm">
                  {t('home.hero.line')}
                </Text>
              </Stack>
            </Paper>
          </SimpleGrid>
        </Container>
      </Box>

      <FindCreators />

      <Container size="lg" py={{ base: 48, sm: 72 }}>
        <Title order={2} ta="center" mb={40}>
          {t('home.highlights.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
          {highlights.map((item) => (
            <Paper key={item.key} withBorder radius="lg" p="lg">
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
                {t(`home.highlights.${item.key}.title`)}
              </Title>
              <Text c="dimmed" fz="sm">
                {t(`home.highlights.${item.key}.text`, { amount: formatMoney(20) })}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
      </Container>
    </>
  );
}
