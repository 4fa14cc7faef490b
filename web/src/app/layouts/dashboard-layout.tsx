import { AppShell, Avatar, Burger, Group, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure, useMediaQuery, useWindowEvent } from '@mantine/hooks';
import { memo, useRef, useState } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { mainContentId, SkipLink } from '@/components/ui/skip-link';
import { Wordmark } from '@/components/ui/wordmark';
import { LogoutButton, RequireUser, useSignedInUser, useUser } from '@/features/auth';
import { LanguageSwitch } from '@/features/languages';
import { NotificationBell } from '@/features/notifications';
import { SiteLayout } from './site-layout';
import { useTranslation } from '@/lib/translation';
import type { en } from '@/locales/en';

type NavLabel = `layout.nav.${keyof typeof en.layout.nav}`;
import { avatarSource } from '@/lib/avatar';

interface Page {
  to: string;
  /** A key of the catalogue (locales/<language>/common.ts, `layout.nav`). */
  label: NavLabel;
  /** Active on this address alone, not on the addresses under it. */
  exact?: boolean;
  /** Active on every address starting with this one (the entry's own address when not given). */
  match?: string;
}

/** A section of the menu: its pages open under it, shown while one of them is the one open. */
interface Section {
  label: NavLabel;
  pages: Page[];
}

const navigation: (Page | Section)[] = [
  { to: '/dashboard', label: 'layout.nav.dashboard', exact: true },
  { to: '/dashboard/transactions/history', label: 'layout.nav.transactions' },
  { to: '/dashboard/refund-requests', label: 'layout.nav.refundRequests' },
  { to: '/dashboard/supported', label: 'layout.nav.mySupport' },
  { to: '/dashboard/downloads', label: 'layout.nav.myDownloads' },
  { to: '/dashboard/commissions', label: 'layout.nav.myCommissions' },
  { to: '/dashboard/memberships', label: 'layout.nav.myMemberships' },
  { to: '/dashboard/gifts', label: 'layout.nav.gifts' },
  { to: '/dashboard/referrals', label: 'layout.nav.referrals' },
  { to: '/dashboard/explore', label: 'layout.nav.explore', match: '/dashboard/explore' },
  { to: '/dashboard/creator-hub/my-goals', label: 'layout.nav.myGoals' },
  { to: '/dashboard/creator-hub/bloc', label: 'layout.nav.myBloc' },
  { to: '/dashboard/creator-hub/snap', label: 'layout.nav.mySnaps' },
  { to: '/dashboard/creator-hub/memberships', label: 'layout.nav.myTiers' },
  // exact: the address of My Tiers starts with this one's
  { to: '/dashboard/creator-hub/members', label: 'layout.nav.members', exact: true },
  { to: '/dashboard/creator-hub/insights', label: 'layout.nav.insights' },
  { to: '/dashboard/creator-hub/promo-codes', label: 'layout.nav.promoCodes' },
  { to: '/dashboard/creator-hub/shop', label: 'layout.nav.myShop' },
  { to: '/dashboard/creator-hub/commissions', label: 'layout.nav.commissions' },
  { to: '/dashboard/creator-hub/leaks', label: 'layout.nav.leaks' },
  { to: '/dashboard/creator-hub/community', label: 'layout.nav.community' },
  { to: '/dashboard/settings/profile', label: 'layout.nav.profileSettings' },
  {
    label: 'layout.nav.accountSecurity',
    pages: [
      { to: '/dashboard/settings/security', label: 'layout.nav.signinSecurity' },
      { to: '/dashboard/settings/password', label: 'layout.nav.password' },
      { to: '/dashboard/settings/sessions', label: 'layout.nav.sessions' },
      { to: '/dashboard/settings/verification', label: 'layout.nav.identityVerification' },
      { to: '/dashboard/settings/tax', label: 'layout.nav.taxDetails' },
      { to: '/dashboard/settings/data', label: 'layout.nav.downloadMyData' },
      { to: '/dashboard/settings/delete-account', label: 'layout.nav.deleteMyAccount' },
    ],
  },
  { to: '/dashboard/settings/notifications', label: 'layout.nav.notifications' },
  { to: '/dashboard/settings/webhooks', label: 'layout.nav.webhooks' },
  { to: '/dashboard/settings/overlay', label: 'layout.nav.liveAlerts' },
  { to: '/dashboard/settings/stream-kit', label: 'layout.nav.streamKit' },
  { to: '/dashboard/settings/message-filter', label: 'layout.nav.messageFilter' },
  { to: '/dashboard/settings/embeds', label: 'layout.nav.embeds' },
];

function DashboardShell() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const location = useLocation();
  const [opened, { toggle, close }] = useDisclosure(false);
  // below the sm breakpoint the menu slides off screen when closed; inert keeps Tab from reaching into it.
  // Read as the shell is first drawn: a phone's would otherwise draw the whole dashboard a second time
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const hidden = phone && !opened;
  // a phone draws the menu's links once it is first opened, not with the dashboard it opens on
  const [menuShown, setMenuShown] = useState(opened);
  if (opened && !menuShown) setMenuShown(true);
  const burger = useRef<HTMLButtonElement>(null);
  // Escape closes the phone's open menu, and the menu button has focus again
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Escape' || !phone || !opened || event.defaultPrevented) return;
    close();
    burger.current?.focus();
  });

  return (
    <AppShell
      header={{ height: 68 }}
      navbar={{ width: 248, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding={{ base: 'md', sm: 'xl' }}
    >
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" gap="xs" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <Burger
              ref={burger}
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t('layout.toggleNavigation')}
              aria-expanded={opened}
              aria-controls="dashboard-navigation"
            />
            <Wordmark size="lg" to="/dashboard" markOnPhone />
          </Group>
          {/* closer together on a 320 px phone, so Log out fits whole in Filipino too */}
          <Group gap={6} wrap="nowrap">
            <Group gap={8} wrap="nowrap" visibleFrom="xs" mr={6}>
              {/* no letter: a lone initial is too short for anyone to tell it is text, and the name is beside it */}
              <Avatar src={avatarSource(user.profile)} alt="" radius="xl" color="pixel" size={34} />
              <Text fw={600} fz="sm" maw={180} truncate>
                {user.profile.page_name}
              </Text>
            </Group>
            <NotificationBell />
            <LanguageSwitch compact />
            <LogoutButton size="sm" px={{ base: 10, xs: 14 }} fz={{ base: 13, xs: 14 }} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="md"
        component="nav"
        aria-label={t('layout.dashboard')}
        id="dashboard-navigation"
        inert={hidden}
        aria-hidden={hidden || undefined}
        // a menu longer than a short laptop's window scrolls on its own, its last entries within reach
        style={{ overflowY: 'auto' }}
      >
        {(menuShown || !phone) && <Menu pathname={location.pathname} onPick={close} />}
      </AppShell.Navbar>
      {/* the skip link's target: it takes the focus, and needs no ring around the whole page to show it */}
      <AppShell.Main bg="gray.0" id={mainContentId} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}

/** The menu's links; drawn again only when the page shown changes, not with the rest of the shell. */
const Menu = memo(function Menu({ pathname, onPick }: { pathname: string; onPick: () => void }) {
  return (
    <Stack gap={4}>
      {navigation.map((item) =>
        'pages' in item ? (
          <MenuSection key={item.label} section={item} pathname={pathname} onPick={onPick} />
        ) : (
          <MenuLink key={item.to} page={item} pathname={pathname} onPick={onPick} />
        ),
      )}
    </Stack>
  );
});

const isActive = (page: Page, pathname: string) =>
  page.exact ? pathname === page.to : pathname.startsWith(page.match ?? page.to);

function MenuLink({ page, pathname, onPick }: { page: Page; pathname: string; onPick: () => void }) {
  const { t } = useTranslation();
  const active = isActive(page, pathname);
  return (
    <NavLink
      component={Link}
      to={page.to}
      label={t(page.label)}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onPick}
      variant="light"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      fw={600}
    />
  );
}

/** A heading that opens and closes its pages; open at first while one of its pages is the one shown. */
function MenuSection({
  section,
  pathname,
  onPick,
}: {
  section: Section;
  pathname: string;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  const holdsActive = section.pages.some((page) => isActive(page, pathname));
  const [opened, setOpened] = useState(holdsActive);
  // arriving on one of its pages by a link elsewhere opens the section
  const [held, setHeld] = useState(holdsActive);
  if (held !== holdsActive) {
    setHeld(holdsActive);
    if (holdsActive) setOpened(true);
  }
  return (
    <NavLink
      component="button"
      label={t(section.label)}
      opened={opened}
      onChange={setOpened}
      aria-expanded={opened}
      childrenOffset="sm"
      style={{ borderRadius: 'var(--mantine-radius-md)' }}
      fw={600}
    >
      {section.pages.map((page) => (
        <MenuLink key={page.to} page={page} pathname={pathname} onPick={onPick} />
      ))}
    </NavLink>
  );
}

/** Dashboard pages a signed-out visitor may open too (spec §2: hashtag links appear on public pages). */
const openToVisitors = /^\/dashboard\/explore\/hashtags\//;

/**
 * The signed-in area: visitors are sent to log in first, except on the hashtag page, which they see in the
 * public site's frame.
 */
export function DashboardLayout() {
  const location = useLocation();
  const user = useUser();
  if (openToVisitors.test(location.pathname) && user.isSuccess && !user.data) return <SiteLayout contained />;
  return (
    <RequireUser>
      <DashboardShell />
    </RequireUser>
  );
}
