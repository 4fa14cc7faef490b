import { Badge, Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Outlet, useLocation, useOutletContext } from 'react-router';
import { staffMay, staffRoleLabels, type StaffMe, type StaffPermission } from '@pixel/contract';
import { FullScreenLoader } from '@/components/screens/full-screen-loader';
import { SomethingWentWrongScreen } from '@/components/screens/something-went-wrong-screen';
import { mainContentId, SkipLink } from '@/components/ui/skip-link';
import { Wordmark } from '@/components/ui/wordmark';
import { useStaffAccess } from '../api/staff-access';
import { useStaffSignOut } from '../api/sign-out';
import { NotStaffScreen, SecondStepScreen, StaffSignInScreen } from './access-screens';

interface MenuEntry {
  to: string;
  label: string;
  /** The role must allow this to see the entry (the server checks it again on every call). */
  permission: StaffPermission;
  /** Whether the entry is the one open at `pathname`. */
  holds: (pathname: string) => boolean;
}

const menu: MenuEntry[] = [
  {
    to: '/admin',
    label: 'People',
    permission: 'view_people',
    holds: (pathname) => pathname === '/admin' || pathname.startsWith('/admin/people/'),
  },
  {
    to: '/admin/refund-requests',
    label: 'Refund requests',
    permission: 'refund_requests',
    holds: (pathname) => pathname.startsWith('/admin/refund-requests'),
  },
  {
    to: '/admin/held-messages',
    label: 'Held messages',
    permission: 'review_messages',
    holds: (pathname) => pathname.startsWith('/admin/held-messages'),
  },
  {
    to: '/admin/leak-reports',
    label: 'Leak reports',
    permission: 'moderate_content',
    holds: (pathname) => pathname.startsWith('/admin/leak-reports'),
  },
  {
    to: '/admin/verifications',
    label: 'Identity checks',
    permission: 'review_identity',
    holds: (pathname) => pathname.startsWith('/admin/verifications'),
  },
  {
    to: '/admin/refunds',
    label: 'Failed refunds',
    permission: 'refund',
    holds: (pathname) => pathname.startsWith('/admin/refunds'),
  },
  {
    to: '/admin/audit',
    label: 'Audit trail',
    permission: 'read_audit',
    holds: (pathname) => pathname.startsWith('/admin/audit'),
  },
  {
    to: '/admin/payouts',
    label: 'Payouts',
    permission: 'review_payouts',
    holds: (pathname) => pathname.startsWith('/admin/payouts'),
  },
];

/** The staff member of a page under the staff layout, which renders its pages for staff only. */
export const useStaff = () => useOutletContext<StaffMe>();

function StaffHeader({ staff }: { staff: StaffMe }) {
  const location = useLocation();
  const signOut = useStaffSignOut('/admin');
  return (
    <Box component="header" bg="white" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
      <Container size="xl" py="sm">
        <Stack gap="xs">
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Wordmark size="lg" to="/admin" />
              <Badge variant="filled" color="dark" miw="max-content">
                Staff
              </Badge>
            </Group>
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <Stack gap={0} align="flex-end" visibleFrom="sm" style={{ minWidth: 0 }}>
                <Text fz="sm" fw={600} maw={260} truncate>
                  {staff.email}
                </Text>
                <Text fz="xs" c="dimmed">
                  {staffRoleLabels[staff.role]}
                </Text>
              </Stack>
              <Button
                variant="default"
                size="sm"
                loading={signOut.isPending}
                onClick={() => signOut.mutate()}
                style={{ flexShrink: 0 }}
              >
                Sign out
              </Button>
            </Group>
          </Group>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group component="nav" aria-label="Staff" gap={4} wrap="wrap">
              {menu
                .filter((entry) => staffMay(staff.role, entry.permission))
                .map((entry) => {
                  const open = entry.holds(location.pathname);
                  return (
                    <Button
                      key={entry.to}
                      component={Link}
                      to={entry.to}
                      size="sm"
                      variant={open ? 'light' : 'subtle'}
                      color={open ? undefined : 'dark'}
                      aria-current={open ? 'page' : undefined}
                    >
                      {entry.label}
                    </Button>
                  );
                })}
            </Group>
            {/* on a phone, who is signed in goes under the menu rather than beside Sign out */}
            <Text fz="xs" c="dimmed" hiddenFrom="sm" style={{ overflowWrap: 'anywhere' }}>
              {staff.email} · {staffRoleLabels[staff.role]}
            </Text>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}

/**
 * /admin: the staff's part of the app, loaded only there. It asks the server who is here first: a visitor
 * is asked to sign in, staff without a second step to take one, anyone else is turned away.
 */
export function AdminLayout() {
  const access = useStaffAccess();

  if (access.isPending) return <FullScreenLoader />;
  // a screen of its own, with no header: the whole of it is the page's main content
  const alone = (screen: ReactNode) => <main>{screen}</main>;
  if (access.isError) return alone(<SomethingWentWrongScreen onRetry={() => void access.refetch()} />);
  const answer = access.data;
  if (answer.kind === 'signed-out') return alone(<StaffSignInScreen />);
  if (answer.kind === 'second-step') return alone(<SecondStepScreen message={answer.message} />);
  if (answer.kind === 'refused') return alone(<NotStaffScreen message={answer.message} />);

  return (
    <Box mih="100dvh" bg="gray.0">
      <SkipLink />
      <StaffHeader staff={answer.staff} />
      {/* the skip link's target: it takes the focus, and needs no ring around the whole page to show it */}
      <Container
        component="main"
        id={mainContentId}
        tabIndex={-1}
        style={{ outline: 'none' }}
        size="xl"
        py={{ base: 'md', sm: 'xl' }}
        px={{ base: 'sm', sm: 'md' }}
      >
        <Outlet context={answer.staff} />
      </Container>
    </Box>
  );
}
