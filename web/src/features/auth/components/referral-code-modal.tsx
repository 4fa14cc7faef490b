import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useForm } from 'react-hook-form';
import { registerRequest } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { ModalHeading } from '@/components/modals/modal-title';
import { useLoginWith } from '../api/login-with';
import { useSiteConfig } from '../api/get-site-config';
import { ModalActions } from '@/components/ui/modal-actions';
import { useTranslation } from '../texts';
import { localMessage } from '@/lib/form-messages';

export type ReferralCodeModalProps = { referralCode?: string };

const referralForm = registerRequest.pick({ referral_code: true });

/**
 * 'Referral Code signup': signing up through the e-payment provider skips our form, so the optional
 * referral code is asked here before leaving for the provider.
 */
export function ReferralCodeModal({ innerProps }: ContextModalProps<ReferralCodeModalProps>) {
  const { t } = useTranslation();
  const siteConfig = useSiteConfig();
  const form = useForm({
    resolver: zodResolver(referralForm),
    defaultValues: { referral_code: innerProps.referralCode ?? '' },
  });
  const loginWith = useLoginWith({
    mutationConfig: {
      onSuccess: ({ data }) => window.location.assign(data.authentication_url),
      onError: (error) => handleApiError(error, { setError: form.setError }),
    },
  });
  const platform = siteConfig.data?.login_platforms[0] ?? 'sandbox';
  const submit = form.handleSubmit(({ referral_code }) => loginWith.mutate({ platform, referral_code }));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" pb="xs">
        <ModalHeading>{t('auth.referral.title')}</ModalHeading>
        <Text ta="center" c="dimmed">
          {t('auth.referral.lead')}
        </Text>
        <TextInput
          data-autofocus
          label={t('auth.referral.label')}
          autoComplete="off"
          error={localMessage(form.formState.errors.referral_code?.message)}
          {...form.register('referral_code')}
        />
        <ModalActions>
          <Button type="submit" size="md" variant="gradient" loading={loginWith.isPending}>
            {t('auth.referral.continue')}
          </Button>
        </ModalActions>
      </Stack>
    </form>
  );
}
