import { Center, Loader, Stack, VisuallyHidden } from '@mantine/core';
import { LogoMark } from '../ui/logo-mark';
import { useTranslation } from '@/lib/translation';

export function FullScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center h="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <LogoMark size={48} />
        <Loader type="dots" aria-hidden="true" />
        <VisuallyHidden>{t('shared.loadingEllipsis')}</VisuallyHidden>
      </Stack>
    </Center>
  );
}
