import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { changePasswordRequest, limits } from '@pixel/contract';
import { PasswordField } from '@/components/ui/password-field';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useSignedInUser } from '../api/get-user';
import { useChangePassword } from '../api/change-password';

/** /dashboard/settings/password: a new password, which signs out every other browser. */
export function ChangePasswordPage() {
  useDocumentTitle('Password');
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
          Settings
        </Text>
        <Title order={1}>Password</Title>
        <Text c="dimmed">
          Changing your password signs out every other browser signed in to your account. See them on{' '}
          <Anchor component={Link} to="/dashboard/settings/sessions" underline="always">
            Sessions
          </Anchor>
          .
        </Text>
      </div>

      <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="change-password-heading">
        <Title order={2} fz="lg" mb="md" id="change-password-heading">
          Change password
        </Title>
        {user.email === null ? (
          <Alert color="gray" variant="light">
            Your account signs in with your e-payment account and has no password.
          </Alert>
        ) : (
          <form onSubmit={form.handleSubmit((values) => change.mutate(values))} noValidate>
            <Stack gap="md">
              {/* lets a password manager know whose password this is */}
              <input type="hidden" name="username" autoComplete="username" value={user.email} readOnly />
              <PasswordField
                label="Current password"
                autoComplete="current-password"
                error={errors.current_password?.message}
                {...form.register('current_password')}
              />
              <PasswordField
                label="New password"
                autoComplete="new-password"
                description={`At least ${limits.passwordMin} characters.`}
                error={errors.password?.message}
                {...form.register('password')}
              />
              <Group justify="flex-end">
                <Button type="submit" variant="gradient" loading={change.isPending}>
                  Change password
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Paper>
    </Stack>
  );
}
