import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSignedInUser } from '@/features/auth';
import { useBalance } from '@/features/wallet';
import { useTwoFactorStatus } from '../api/two-factor';
import { useTranslation } from '../texts';

/** Above this balance (pending included), a creator without two-factor sign-in is asked to turn it on. */
const NUDGE_ABOVE_PESOS = 1_000;
const WEEK_MS = 7 * 86_400_000;
const dismissedKey = (userId: string) => `pixel.two-factor-nudge.${userId}`;

// set beside the storage for the same week, so the server draws the dashboard's first screen without the
// request too (server/src/web/dashboard-shell.ts, decision 0172)
const LATER_COOKIE = 'pixel_2fa_later';

function dismissedRecently(userId: string, now = Date.now()) {
  if (document.cookie.split('; ').includes(`${LATER_COOKIE}=${userId}`)) return true;
  try {
    const at = Number(window.localStorage.getItem(dismissedKey(userId)));
    return Number.isFinite(at) && now - at < WEEK_MS;
  } catch {
    return false;
  }
}

function putAway(userId: string) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${LATER_COOKIE}=${userId}; max-age=${WEEK_MS / 1000}; path=/; samesite=lax${secure}`;
  try {
    window.localStorage.setItem(dismissedKey(userId), String(Date.now()));
  } catch {
    // storage refused (a private window): the cookie keeps it
  }
}

/**
 * On the dashboard of a creator whose balance passed ₱1,000.00 without two-factor sign-in: a request to
 * turn it on, which "Not now" puts away for a week on this browser (decision 0093).
 */
export function TwoFactorNudge() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const balance = useBalance();
  const status = useTwoFactorStatus();
  const [dismissed, setDismissed] = useState(() => dismissedRecently(user.id));
  const held = balance.data ? Number(balance.data.amount) + Number(balance.data.pending_amount) : 0;
  const show = !dismissed && status.data?.data.enabled === false && held > NUDGE_ABOVE_PESOS;
  if (!show) return null;

  const notNow = () => {
    putAway(user.id);
    setDismissed(true);
  };

  return (
    <Alert color="pixel" variant="light" radius="lg" role="region" aria-label={t('twoFactor.nudge.title')}>
      <Text fw={700} mb={4}>
        {t('twoFactor.nudge.title')}
      </Text>
      <Text fz="sm" mb="sm">
        {t('twoFactor.nudge.body')}
      </Text>
      <Group gap="sm">
        <Button component={Link} to="/dashboard/settings/security" size="sm">
          {t('twoFactor.nudge.turnOn')}
        </Button>
        <Anchor
          component="button"
          type="button"
          fz="sm"
          fw={600}
          c="pixel.9"
          onClick={notNow}
          data-tap="not-now"
        >
          {t('twoFactor.nudge.notNow')}
        </Anchor>
      </Group>
    </Alert>
  );
}
