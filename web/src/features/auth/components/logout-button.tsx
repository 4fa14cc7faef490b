import { Button, type ButtonProps } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { closeModal } from '@/lib/modals';
import { useLogout } from '../api/logout';
import { useTranslation } from '@/lib/translation';

export function LogoutButton(props: ButtonProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signedOut = async () => {
    // the page's reads still on their way are answered 401 now: none of them asks to log in on top of the
    // log-in page
    await queryClient.cancelQueries();
    await navigate('/auth/login', { replace: true });
    // nothing of this account may stay in memory for the next person at this browser
    queryClient.clear();
    closeModal('login');
  };
  const logout = useLogout({
    mutationConfig: {
      onSuccess: signedOut,
      onError: (error) => {
        // the session had already ended: the user is signed out either way
        if (isApiError(error, 'UnauthorizedAccessException')) return signedOut();
        handleApiError(error);
      },
    },
  });

  return (
    <Button variant="default" loading={logout.isPending} onClick={() => logout.mutate()} {...props}>
      {t('layout.logOut')}
    </Button>
  );
}
