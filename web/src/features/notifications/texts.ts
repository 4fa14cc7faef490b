import { useMemo } from 'react';
import { type NotificationKind, notificationKinds } from '@pixel/contract';
import { addTexts } from '@/lib/i18n';
import { useTranslation } from '@/lib/translation';
import { notifications } from '@/locales/en/notifications';

// the notification centre's words come with its code (decision 0110)
addTexts(
  'notifications',
  notifications,
  async () => (await import('@/locales/fil/notifications')).notifications,
);

/** The notification centre's words in the reader's language (locales/<language>/notifications.ts). */
export function useNotificationTexts() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      bellLabel: (unread: number) =>
        unread === 0
          ? t('notifications.bell')
          : unread > 99
            ? t('notifications.bellMany')
            : t('notifications.bellUnread', { count: unread }),
      title: t('notifications.title'),
      empty: t('notifications.empty'),
      markAllRead: t('notifications.markAllRead'),
      allRead: t('notifications.allRead'),
      seeAll: t('notifications.seeAll'),
      loadMore: t('notifications.loadMore'),
      loadError: t('notifications.loadError'),
      unread: t('notifications.unread'),
      preferencesTitle: t('notifications.preferencesTitle'),
      preferencesIntro: t('notifications.preferencesIntro'),
      kindColumn: t('notifications.kindColumn'),
      channels: {
        in_app: t('notifications.channels.in_app'),
        email: t('notifications.channels.email'),
        push: t('notifications.channels.push'),
      },
      digestLabel: t('notifications.digestLabel'),
      digest: { immediate: t('notifications.digest.immediate'), daily: t('notifications.digest.daily') },
      saved: t('notifications.saved'),
      push: {
        title: t('notifications.push.title'),
        turnOn: t('notifications.push.turnOn'),
        turnOff: t('notifications.push.turnOff'),
        on: t('notifications.push.on'),
        off: t('notifications.push.off'),
        unsupported: t('notifications.push.unsupported'),
        denied: t('notifications.push.denied'),
        failed: t('notifications.push.failed'),
      },
      kinds: Object.fromEntries(
        notificationKinds.map((kind) => [kind, t(`notifications.kinds.${kind}`)]),
      ) as Record<NotificationKind, string>,
    }),
    [t],
  );
}
