import { Button, CopyButton, Group, TextInput } from '@mantine/core';
import { openModal } from '@/lib/modals';
import { notifySuccess } from '@/lib/notifications';
import { useResetOverlayAddress } from '../api/overlay-settings';
import { useTranslation } from '../texts';

// the address is a secret: on a shared screen it shows as dots until asked for
const masked = (url: string) =>
  url.replace(
    /(\/overlay\/)([^/]+)/,
    (_match, prefix: string, token: string) => prefix + '•'.repeat(token.length),
  );

/** A widget's browser-source address, read-only, with a Copy button; shown as dots unless `shown`. */
export function AddressField({ label, url, shown }: { label: string; url: string; shown: boolean }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput
        label={label}
        value={shown ? url : masked(url)}
        readOnly
        style={{ flex: 1, minWidth: 0 }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant={copied ? 'filled' : 'light'} color={copied ? 'teal' : undefined} onClick={copy}>
            {copied ? t('overlay.settings.copied') : t('overlay.settings.copy')}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/**
 * Gives the overlay a new secret, after asking: every address made from it (the alerts' and each widget's)
 * stops at once. `words` names whose texts it speaks in: Live alerts' (one address) or the Stream kit's (all).
 */
export function ResetAddressButton({ words }: { words: 'settings' | 'kit' }) {
  const { t } = useTranslation();
  const reset = useResetOverlayAddress();
  return (
    <Button
      variant="light"
      color="red"
      loading={reset.isPending}
      onClick={() =>
        openModal('confirm', {
          title: t(`overlay.${words}.resetTitle`),
          message: t(`overlay.${words}.resetMessage`),
          confirmLabel: t(`overlay.${words}.reset`),
          danger: true,
          onConfirm: async () => {
            await reset.mutateAsync();
            notifySuccess(t(`overlay.${words}.resetDone`));
          },
        })
      }
    >
      {t(`overlay.${words}.reset`)}
    </Button>
  );
}
