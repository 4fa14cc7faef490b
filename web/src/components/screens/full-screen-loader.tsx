import { Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { LogoMark } from '../ui/logo-mark';

export function FullScreenLoader() {
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <LogoMark size={48} />
        <Loader type="dots" aria-hidden="true" />
        <VisuallyHidden>Loading…</VisuallyHidden>
      </Stack>
    </Center>
  );
}
