import { Alert, Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { identityVerificationPath, identityVerificationRules } from '@pixel/contract';
import { formatCount } from '@/lib/money';
import type { IdentityRequired } from '../lib/identity-required';
import { Trans, useTranslation } from '../texts';

const titles = {
  none: 'verification.required.none',
  pending: 'verification.required.pending',
  rejected: 'verification.required.rejected',
  renewal: 'verification.required.renewal',
} as const;

function titleOf({ state, renewal }: IdentityRequired) {
  if (state === 'approved') return renewal ? titles.renewal : titles.none;
  return titles[state];
}

function IdCardIcon() {
  return (
    <svg width="30" height="30" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.6-1.4 1.7-2 3-2s2.4.6 3 2M14.5 10h3.5M14.5 13.5h3.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * Where a payout refused for want of a verified identity stands, said in place of the payout's form, with
 * the way to the verification screen. `onNavigate` closes what covers the page (the withdraw modals).
 */
export function IdentityRequiredPanel({
  refusal,
  onNavigate,
}: {
  refusal: IdentityRequired;
  onNavigate: () => void;
}) {
  const { t } = useTranslation();
  const waiting = refusal.state === 'pending';
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', xs: 'lg' }}
      component="section"
      aria-labelledby="identity-required-title"
    >
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon
          size={56}
          radius="xl"
          variant="light"
          color={waiting ? 'blue' : 'pixel'}
          aria-hidden="true"
        >
          <IdCardIcon />
        </ThemeIcon>
        <Title order={2} fz="lg" id="identity-required-title">
          {t(titleOf(refusal))}
        </Title>
        <Text fz="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {refusal.message}
        </Text>
        <Button
          component={Link}
          to={refusal.verify_path}
          onClick={onNavigate}
          size="md"
          fullWidth
          mt="xs"
          variant={waiting ? 'light' : 'filled'}
        >
          {/* while support checks it there is nothing to send: the screen says where it stands */}
          {waiting ? t('verification.required.see') : t('verification.required.verify')}
        </Button>
      </Stack>
    </Paper>
  );
}

const threshold = `₱${formatCount(identityVerificationRules.renewalThreshold / 100)}`;

/** Approved, but the yearly check again is due: the payout that passes the threshold waits for it. */
export function RenewalDueNotice({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="yellow"
      variant="light"
      title={t('verification.required.renewal')}
      // the light yellow's own title reads below 4.5:1 on its tint; this brown reads above 6:1
      styles={{ title: { color: '#6b4a00' } }}
    >
      <Text fz="sm">
        <Trans
          i18nKey="verification.required.renewalText"
          values={{ threshold }}
          components={{
            link: (
              <Anchor component={Link} to={identityVerificationPath} onClick={onNavigate} fz="sm" fw={600} />
            ),
          }}
        />
      </Text>
    </Alert>
  );
}
