import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { useId, useState } from 'react';
import { giftLimits, giftRequest } from '@pixel/contract';
import { ModalHeading } from '@/components/modals/modal-title';
import { notifyError } from '@/lib/notifications';
import { AddressText } from '@/components/ui/address-text';
import { amountParameter, pageLink, type SharedPage } from '../lib/page-link';
import { downloadBlob, qrCardPng, qrCodePng, qrImageSizes } from '../lib/qr-images';
import { QrCodeImage } from './qr-code-image';
import { StandeeDownload } from './standee-download';
import { PesoSign } from '@/components/ui/peso-sign';
import { ModalActions } from '@/components/ui/modal-actions';
import { localMessage } from '@/lib/form-messages';
import { i18n, useTranslation } from '../texts';

export type ShareQrCodeModalProps = {
  page: SharedPage;
  /** The signed-in creator's own page: they may also print a standee of it. */
  own?: boolean;
};

type PresetAmount = { centavos: number | null; error?: string };

/** The optional preset gift amount, read with the gift form's own rules (the contract's amount field). */
function readAmount(text: string): PresetAmount {
  if (text.trim() === '') return { centavos: null };
  const parsed = giftRequest.shape.amount.safeParse(text);
  if (!parsed.success) return { centavos: null, error: localMessage(parsed.error.issues[0]?.message) };
  if (parsed.data === 0) return { centavos: null, error: i18n.t('share.qrModal.amountZero') };
  return { centavos: parsed.data };
}

type Download = 'code' | 'card';

/**
 * Share QR Code: the page's code, optionally with a preset gift amount, to download as a transparent
 * 400x400 PNG or as a personalised 1000x1200 card; on the creator's own page, also as a printable standee.
 */
export function ShareQrCodeModal({ innerProps: { page, own } }: ContextModalProps<ShareQrCodeModalProps>) {
  const { t } = useTranslation();
  const [amountText, setAmountText] = useState('');
  const [busy, setBusy] = useState<Download | null>(null);
  const captionId = useId();
  const amount = readAmount(amountText);
  const link = pageLink(page.page_url, amount.centavos);

  const download = async (kind: Download) => {
    setBusy(kind);
    try {
      const blob =
        kind === 'code'
          ? await qrCodePng(link)
          : await qrCardPng({
              link,
              page,
              pageAddress: pageLink(page.page_url),
              amount: amount.centavos ? amountParameter(amount.centavos) : null,
            });
      downloadBlob(blob, `pixel-${page.page_url}-${kind === 'code' ? 'qr-code' : 'qr-card'}.png`);
    } catch {
      notifyError(i18n.t('share.qrModal.imageFailedHint'), i18n.t('share.qrModal.imageFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="lg">
      <Stack align="center" gap={6}>
        <ModalHeading>{t('share.qrModal.title')}</ModalHeading>
        <Text c="dimmed" ta="center">
          {t('share.qrModal.intro', { name: page.page_name })}
        </Text>
      </Stack>

      <Stack align="center" gap={6}>
        <Paper withBorder radius="lg" p="xs">
          <QrCodeImage value={link} size={176} />
        </Paper>
        <Text fz="xs" c="dimmed" ta="center" style={{ overflowWrap: 'anywhere' }} aria-hidden="true">
          <AddressText>{link}</AddressText>
        </Text>
      </Stack>

      <TextInput
        label={t('share.qrModal.amountLabel')}
        description={t('share.qrModal.amountDescription')}
        placeholder="0.00"
        inputMode="decimal"
        autoComplete="off"
        maxLength={giftLimits.amountMaxLength}
        leftSection={<PesoSign />}
        value={amountText}
        onChange={(event) => setAmountText(event.currentTarget.value)}
        error={amount.error}
      />

      {own && <StandeeDownload centavos={amount.centavos} disabled={amount.error !== undefined} />}

      <ModalActions>
        <Stack gap="sm">
          <Stack gap={4} align="center">
            <Button
              fullWidth
              variant="gradient"
              loading={busy === 'code'}
              disabled={busy !== null || amount.error !== undefined}
              onClick={() => void download('code')}
              aria-describedby={`${captionId}-code`}
            >
              {t('share.qrModal.downloadCode')}
            </Button>
            <Text fz="xs" c="dimmed" id={`${captionId}-code`}>
              {t('share.qrModal.codeCaption', qrImageSizes.code)}
            </Text>
          </Stack>
          <Stack gap={4} align="center">
            <Button
              fullWidth
              variant="light"
              loading={busy === 'card'}
              disabled={busy !== null || amount.error !== undefined}
              onClick={() => void download('card')}
              aria-describedby={`${captionId}-card`}
            >
              {t('share.qrModal.downloadCard')}
            </Button>
            <Text fz="xs" c="dimmed" id={`${captionId}-card`}>
              {t('share.qrModal.cardCaption', qrImageSizes.card)}
            </Text>
          </Stack>
        </Stack>
      </ModalActions>
    </Stack>
  );
}
