import { Button, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useId, useState } from 'react';
import { standeeCalls, type StandeeSize } from '@pixel/contract';
import { amountParameter } from '../lib/page-link';
import { useTranslation } from '../texts';

/** Where the creator's standee PDF is downloaded from: the size, and the preset amount when there is one. */
export function standeeHref(size: StandeeSize, centavos: number | null): string {
  const query = new URLSearchParams({ size });
  if (centavos) query.set('amount', amountParameter(centavos));
  return `${standeeCalls.pdf.path}?${query}`;
}

/**
 * Print a standee, in the creator's own Share QR Code: their name, avatar and the code (with the preset
 * amount above, if any) on an A6 or A5 card, as a PDF made by the server for a print shop. Gifts from its
 * code are marked as from the standee.
 */
export function StandeeDownload({ centavos, disabled }: { centavos: number | null; disabled: boolean }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<StandeeSize>('a6');
  const captionId = useId();
  const href = disabled ? undefined : standeeHref(size, centavos);

  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="sm">
        <div>
          <Title order={3} fz="md">
            {t('share.standee.title')}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('share.standee.text')}
          </Text>
        </div>
        <Radio.Group
          label={t('share.standee.size')}
          value={size}
          onChange={(value) => setSize(value === 'a5' ? 'a5' : 'a6')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="a6" label={t('share.standee.a6')} />
            <Radio value="a5" label={t('share.standee.a5')} />
          </Group>
        </Radio.Group>
        <Stack gap={4} align="center">
          {/* a link the browser follows with its session: the server makes the PDF and names the file */}
          <Button
            component="a"
            href={href}
            download
            fullWidth
            variant="light"
            aria-disabled={disabled || undefined}
            aria-describedby={captionId}
            style={disabled ? { pointerEvents: 'none', opacity: 0.5 } : undefined}
          >
            {t('share.standee.download')}
          </Button>
          <Text fz="xs" c="dimmed" id={captionId}>
            {t('share.standee.caption')}
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
