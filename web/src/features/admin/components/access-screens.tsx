import { Button, Group } from '@mantine/core';
import { Link, useLocation, useNavigate } from 'react-router';
import { StatusScreen, BigCode } from '@/components/screens/status-screen';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { currentPath } from '@/lib/redirect';
import { useStaffSignOut } from '../api/sign-out';

/** A visitor: staff sign in first, and come back to the page they asked for. */
export function StaffSignInScreen() {
  useDocumentTitle('Staff sign in');
  const location = useLocation();
  return (
    <StatusScreen
      art={<BigCode>401</BigCode>}
      title="Staff sign in"
      action={
        <Button
          component={Link}
          to={`/auth/login?redirect=${encodeURIComponent(currentPath(location))}`}
          size="md"
          variant="gradient"
          mt="sm"
        >
          Sign in
        </Button>
      }
    >
      These pages are for PIXEL staff. Sign in with your staff account and its second step: the code of your
      authenticator app, or a passkey.
    </StatusScreen>
  );
}

/** Staff whose session took no second step: two-factor sign-in on, then a new sign-in that asks for it. */
export function SecondStepScreen({ message }: { message: string }) {
  useDocumentTitle('Sign in with a second step');
  const location = useLocation();
  const signOut = useStaffSignOut(currentPath(location));
  return (
    <StatusScreen
      art={<BigCode>2FA</BigCode>}
      title="Sign in with a second step"
      action={
        <Group justify="center" gap="sm" mt="sm">
          <Button component={Link} to="/dashboard/settings/security" size="md" variant="default">
            Open Sign-in &amp; security
          </Button>
          <Button size="md" variant="gradient" loading={signOut.isPending} onClick={() => signOut.mutate()}>
            Sign out and sign in again
          </Button>
        </Group>
      }
    >
      {message}
    </StatusScreen>
  );
}

/** Signed in, but not staff. */
export function NotStaffScreen({ message }: { message: string }) {
  useDocumentTitle('Staff only');
  const navigate = useNavigate();
  return (
    <StatusScreen
      art={<BigCode>403</BigCode>}
      title="Staff only"
      action={
        <Button size="md" variant="gradient" mt="sm" onClick={() => navigate('/')}>
          BACK TO HOME
        </Button>
      }
    >
      {message}
    </StatusScreen>
  );
}
