import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { socialLinks } from '@pixel/contract';

const links = [
  { to: '/legal/terms-and-conditions', label: 'Terms and Conditions' },
  { to: '/legal/privacy-notice', label: 'Privacy Notice' },
  {
    to: '/help/why-cant-i-withdraw-all-my-pixel-earnings?category=payouts-and-fees',
    label: 'Payouts and fees',
  },
];

export function SiteFooter() {
  return (
    <Container component="footer" size="lg" py="xl">
      <Group justify="space-between" gap="md">
        <Text c="dimmed" fz="sm">
          © {new Date().getFullYear()} PIXEL. Made in the Philippines.
        </Text>
        <Group component="nav" aria-label="Legal and help" gap="lg">
          {links.map((link) => (
            <Anchor key={link.to} component={Link} to={link.to} c="dimmed" fz="sm">
              {link.label}
            </Anchor>
          ))}
        </Group>
        <Group component="nav" aria-label="PIXEL elsewhere" gap="md">
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
