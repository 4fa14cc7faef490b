import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import { ModalHeading } from '@/components/modals/modal-title';
import { openModal } from '@/lib/modals';
import { notifyError, notifySuccess } from '@/lib/notifications';
import { pageLink, type SharedPage } from '../lib/page-link';
import { openSharePopup, shareTargets } from '../lib/share-targets';
import { QrCodeImage } from './qr-code-image';
import { ShareTargetIcon } from './share-target-icon';
import { i18n, useTranslation } from '../texts';

export type ShareModalProps = { page: SharedPage };

async function copyLink(link: string) {
  try {
    await navigator.clipboard.writeText(link);
    notifySuccess(i18n.t('share.panel.linkCopied'));
  } catch {
    // a browser may refuse the clipboard (no permission, not a secure page): the link is there to select
    notifyError(i18n.t('share.panel.copyFailedHint'), i18n.t('share.panel.copyFailed'));
  }
}

/** The body of Share and Share Profile: the page's QR code, the social networks, the link and its copy. */
function SharePanel({
  page,
  title,
  intro,
  own = false,
}: {
  page: SharedPage;
  title: string;
  intro: string;
  /** The signed-in creator's own page (Share Profile): its QR code can also be printed as a standee. */
  own?: boolean;
}) {
  const { t } = useTranslation();
  const link = pageLink(page.page_url);
  const message = { link, text: t('share.panel.message', { name: page.page_name }) };

  return (
    <Stack gap="lg">
      <Stack align="center" gap={6}>
        <ModalHeading>{title}</ModalHeading>
        <Text c="dimmed" ta="center">
          {intro}
        </Text>
      </Stack>

      {/* the code and the button that shares it, together: as Share opens on a 360x640 phone, the button is in
          view under the code, not below the share targets where only scrolling the dialog finds it */}
      <Stack align="center" gap="sm">
        <Paper withBorder radius="lg" p="xs">
          <QrCodeImage value={link} size={176} />
        </Paper>
        <Button variant="light" size="md" fullWidth onClick={() => openModal('share-qr-code', { page, own })}>
          {t('share.panel.shareQrCode')}
        </Button>
      </Stack>

      {/* two by two on a 320 px phone, where four names side by side run into each other */}
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="xs" role="group" aria-label={t('share.panel.shareOn')}>
        {shareTargets.map((target) => (
          <UnstyledButton
            key={target.name}
            onClick={() => openSharePopup(target.url(message))}
            p={6}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Stack align="center" gap={6}>
              <ShareTargetIcon name={target.name} color={target.color} />
              <Text fz="sm" fw={600}>
                {target.name}
              </Text>
            </Stack>
          </UnstyledButton>
        ))}
      </SimpleGrid>

      {/* the button beside the field, not inside it: inside, it would sit on top of the address's text */}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={t('share.panel.pageLink')}
          value={link}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          style={{ flex: 1, minWidth: 0 }}
        />
        <Button size="md" variant="light" onClick={() => void copyLink(link)} style={{ flexShrink: 0 }}>
          {t('share.panel.copyLink')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Share, from a creator's page: anyone can pass the page on. */
export function ShareModal({ innerProps: { page } }: ContextModalProps<ShareModalProps>) {
  const { t } = useTranslation();
  return (
    <SharePanel
      page={page}
      title={t('share.share.title')}
      intro={t('share.share.intro', { name: page.page_name })}
    />
  );
}

/** Share Profile: the signed-in creator shares their own page. */
export function ShareProfileModal({ innerProps: { page } }: ContextModalProps<ShareModalProps>) {
  const { t } = useTranslation();
  return (
    <SharePanel page={page} title={t('share.shareProfile.title')} intro={t('share.shareProfile.intro')} own />
  );
}
