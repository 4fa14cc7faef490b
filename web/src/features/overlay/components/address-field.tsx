import { Button, CopyButton, Group, TextInput } from '@mantine/core';
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
