import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { changePasswordRequest, limits } from '@pixel/contract';
import { PasswordField } from '@/components/ui/password-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { handleApiError } from '@/lib/api-errors';
import { localMessage } from '@/lib/form-messages';
import { notifySuccess } from '@/lib/notifications';
import { useSignedInUser } from '../api/get-user';
import { useChangePassword } from '../api/change-password';
import { Trans, useTranslation } from '../texts';

/** /dashboard/settings/password: a new password, which signs out every other browser. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.changePassword.documentTitle'));
  const user = useSignedInUser();
  const form = useForm({
    resolver: zodResolver(changePasswordRequest),
    mode: 'onTouched',
    defaultValues: { current_password: '', password: '' },
  });
  const { errors } = form.formState;
  const change = useChangePassword({
    mutationConfig: {
      onSuccess: ({ data }) => {
        form.reset();
        notifySuccess(data.message);
      },
      onError: (error) => handleApiError(error, { setError: form.setError }),
    },
  });

  return (
    <Stack gap="lg" maw={720}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('auth.changePassword.settings')}
        </Text>
        <Title order={1}>{t('auth.changePassword.title')}</Title>
        <Text c="dimmed">
          <Trans
            i18nKey="auth.changePassword.lead"
            components={{
              link: <Anchor component={Link} to="/dashboard/settings/sessions" underline="always" />,
            }}
          />
        </Text>
      </div>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="change-password-heading">
        <Title order={2} fz="lg" mb="md" id="change-password-heading">
          {t('auth.changePassword.heading')}
        </Title>
        {user.email === null ? (
          <Alert color="gray" variant="light">
            {t('auth.changePassword.noPassword')}
          </Alert>
        ) : (
          <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
            <Stack gap="md">
              {/* lets a password manager know whose password this is */}
              <input type="hidden" name="username" autoComplete="username" value={user.email} readOnly />
              <PasswordField
                label={t('auth.changePassword.current')}
                autoComplete="current-password"
                error={localMessage(errors.current_password?.message)}
                {...form.register('current_password')}
              />
              <PasswordField
                label={t('auth.changePassword.new')}
                autoComplete="new-password"
                description={t('auth.changePassword.atLeast', { min: limits.passwordMin })}
                error={localMessage(errors.password?.message)}
                {...form.register('password')}
              />
              <Group justify="flex-end">
                <Button type="submit" variant="gradient" loading={change.isPending}>
                  {t('auth.changePassword.submit')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
