import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation';
import { socialLinks } from '@pixel/contract';

const links = [
  { to: '/legal/terms-and-conditions', label: 'layout.terms' },
  { to: '/legal/privacy-notice', label: 'layout.privacy' },
  {
    to: '/help/why-cant-i-withdraw-all-my-pixel-earnings?category=payouts-and-fees',
    label: 'layout.payoutsAndFees',
  },
] as const;

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <Container component="footer" size="lg" py="xl">
      <Group justify="space-between" gap="md">
        <Text c="dimmed" fz="sm">
          {t('layout.footerMadeIn', { year: new Date().getFullYear() })}
        </Text>
        <Group component="nav" aria-label={t('layout.legalAndHelp')} gap="lg">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="dimmed" fz="sm">
              {t(link.label)}
            </Anchor>
          ))}
        </Group>
        <Group component="nav" aria-label={t('layout.elsewhere')} gap="md">
          {socialLinks.map((link) => (
            <Anchor
              key={link.name}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              c="dimmed"
              fz="sm"
            >
              {link.name}
            </Anchor>
          ))}
        </Group>
      </Group>
    </Container>
  );
}
