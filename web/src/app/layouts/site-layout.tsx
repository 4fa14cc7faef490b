import { Box, Button, Container, Group } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { Wordmark } from '@/components/ui/wordmark';
import { useTranslation } from '@/lib/translation';
import { useUser } from '@/features/auth';
import { LanguageSwitch } from '@/features/languages';
import { SiteFooter } from './site-footer';

/** A header button's text, a size smaller on a phone. */
const phoneText = { fz: { base: 13, xs: 14 } } as const;

/**
 * Public pages: home, creator pages, legal and help, Page Not Found. `contained` gives a page drawn for the
 * dashboard (a hashtag page a visitor opens) the site's margins, which the dashboard's frame gives it there.
 */
export function SiteLayout({ contained = false }: { contained?: boolean }) {
  const { t } = useTranslation();
  const { data: user } = useUser();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        style={{
          borderBottom: '1px solid var(--mantine-color-gray-2)',
          background: 'var(--mantine-color-body)',
        }}
      >
        <Container size="lg" h={68}>
          <Group h="100%" justify="space-between" gap="xs" wrap="nowrap">
            <Wordmark markOnPhone />
            <Group gap={6} wrap="nowrap" component="nav" aria-label={t('layout.account')}>
              <LanguageSwitch compact />
              {user ? (
                <Button component={Link} to="/dashboard" variant="gradient">
                  {t('layout.dashboard')}
                </Button>
              ) : (
                <>
                  {/* narrower on a 320 px phone, so both fit beside the wordmark in Filipino too */}
                  <Button
                    component={Link}
                    to="/auth/login"
                    variant="subtle"
                    px={{ base: 6, xs: 18 }}
                    {...phoneText}
                  >
                    {t('layout.logIn')}
                  </Button>
                  <Button
                    component={Link}
                    to="/auth/sign-up"
                    variant="gradient"
                    px={{ base: 10, xs: 18 }}
                    {...phoneText}
                  >
                    {t('layout.signUp')}
                  </Button>
                </>
              )}
            </Group>
          </Group>
        </Container>
      </Box>
      <Box component="main" style={{ flex: 1 }}>
        {contained ? (
          <Container size="lg" py={{ base: 'lg', sm: 40 }}>
            <Outlet />
          </Container>
        ) : (
          <Outlet />
        )}
      </Box>
      <SiteFooter />
    </Box>
  );
}
