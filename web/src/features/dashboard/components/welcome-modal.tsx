import { Button, Stack, Text } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import { Mascot } from '@/components/ui/mascot';

export type WelcomeModalProps = { pageName: string };

export function WelcomeModal({ context, id, innerProps }: ContextModalProps<WelcomeModalProps>) {
  return (
    <Stack align="center" gap="md" pb="xs">
      <Mascot size={132} />
      <ModalHeading>Welcome to PIXEL!</ModalHeading>
      <Text ta="center" fz="lg" fw={600}>
        Hi {innerProps.pageName}, I&apos;m Pix!
      </Text>
      <Text ta="center" c="dimmed">
        Your page is ready. Share your link with your supporters, receive gifts, and sell your photos, all in
        pesos.
      </Text>
      <Button
        data-autofocus
        fullWidth
        size="md"
        variant="gradient"
        mt="xs"
        onClick={() => context.closeModal(id)}
      >
        GET STARTED
      </Button>
    </Stack>
  );
}
