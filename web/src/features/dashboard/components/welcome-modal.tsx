import { Button, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import { Mascot } from '@/components/ui/mascot';
import { useTranslation } from '../texts';

export type WelcomeModalProps = { pageName: string };

export function WelcomeModal({ context, id, innerProps }: ContextModalProps<WelcomeModalProps>) {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" pb="xs">
      <Mascot size={132} label={t('shared.mascotWaving')} />
      <ModalHeading>{t('dashboard.welcome.title')}</ModalHeading>
      <Text ta="center" fz="lg" fw={600}>
        {t('dashboard.welcome.greeting', { name: innerProps.pageName })}
      </Text>
      <Text ta="center" c="dimmed">
        {t('dashboard.welcome.text')}
      </Text>
      <Button
        data-autofocus
        fullWidth
        size="md"
        variant="gradient"
        mt="xs"
        onClick={() => context.closeModal(id)}
      >
        {t('dashboard.welcome.start')}
      </Button>
    </Stack>
  );
}
