import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { LogoMark } from '@/components/ui/logo-mark';
import { withModalHost } from '@/lib/modals';
import { acceptInstall, declineInstall, startInstallOffer, type InstallReason } from '../lib/install-prompt';
import { i18n, useTranslation } from '../texts';

const OFFER_ID = 'install-app';

const why = {
  'first-gift': 'installApp.afterGift',
  'first-post': 'installApp.afterPost',
} as const satisfies Record<InstallReason, string>;

/** The offer's text and its two answers, inside the app's snackbar. */
export function InstallOffer({ reason, onDone }: { reason: InstallReason; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" mt={4}>
      <Text size="sm" c="dimmed">
        {t(why[reason])}
      </Text>
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Button
          variant="subtle"
          color="gray"
          onClick={() => {
            declineInstall();
            onDone();
          }}
        >
          {t('installApp.notNow')}
        </Button>
        <Button
          onClick={() => {
            onDone();
            void acceptInstall();
          }}
        >
          {t('installApp.install')}
        </Button>
      </Group>
    </Stack>
  );
}

const modalOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/**
 * Runs `show` once no modal is open: a snackbar at the bottom of a phone's screen covers the buttons of the
 * modal it is drawn over (Gift Sent's Done).
 */
function onceNoModalIsOpen(show: () => void) {
  if (!modalOpen()) return show();
  const observer = new MutationObserver(() => {
    if (modalOpen()) return;
    observer.disconnect();
    show();
  });
  observer.observe(document.body, { childList: true, subtree: true });
}

/**
 * Offers installing PIXEL, once, after something went well (`reason`): a snackbar at the bottom of the
 * screen, "Add PIXEL to your home screen", with Install and Not now, once no modal is open. Shows nothing
 * when the browser cannot install PIXEL (iOS, an installed app, a browser that has not offered it) or the
 * person answered before. Answers whether it shows.
 */
export function offerInstall(reason: InstallReason): boolean {
  if (!startInstallOffer()) return false;
  const done = () => notifications.hide(OFFER_ID);
  onceNoModalIsOpen(() =>
    withModalHost(() =>
      notifications.show({
        id: OFFER_ID,
        position: 'bottom-center',
        autoClose: false,
        withCloseButton: false,
        withBorder: true,
        radius: 'lg',
        // the logo beside the title, not a coloured disc in the middle of the card
        icon: <LogoMark size={32} />,
        styles: { icon: { backgroundColor: 'transparent', alignSelf: 'flex-start' } },
        title: i18n.t('installApp.title'),
        message: <InstallOffer reason={reason} onDone={done} />,
      }),
    ),
  );
  return true;
}
