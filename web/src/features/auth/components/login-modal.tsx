import { Button, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { Link, useLocation } from 'react-router';
import { ModalHeading } from '@/components/modals/modal-title';
import { Mascot } from '@/components/ui/mascot';
import { currentPath } from '@/lib/redirect';
import { useTranslation } from '../texts';

/** Opened when a call answers UnauthorizedAccessException: asks the visitor to log in or sign up. */
export function LoginModal({ context, id }: ContextModalProps) {
  const location = useLocation();
  const onAuthPage = location.pathname.startsWith('/auth/');
  const loginUrl = onAuthPage
    ? '/auth/login'
    : `/auth/login?redirect=${encodeURIComponent(currentPath(location))}`;
  const { t } = useTranslation();
  const close = () => context.closeModal(id);

  return (
    <Stack align="center" gap="md" pb="xs">
      <Mascot size={88} label={t('auth.loginModal.mascot')} />
      <ModalHeading>{t('auth.loginModal.title')}</ModalHeading>
      <Text ta="center" c="dimmed">
        {t('auth.loginModal.lead')}
      </Text>
      <Button
        data-autofocus
        component={Link}
        to={loginUrl}
        onClick={close}
        fullWidth
        size="md"
        variant="gradient"
      >
        {t('auth.loginModal.logIn')}
      </Button>
      <Button component={Link} to="/auth/sign-up" onClick={close} fullWidth size="md" variant="default">
        {t('auth.loginModal.signUp')}
      </Button>
    </Stack>
  );
}
