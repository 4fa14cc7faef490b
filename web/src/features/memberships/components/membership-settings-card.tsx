import { Paper, Skeleton, Stack, Switch, Title } from '@mantine/core';
import { LoadError } from '@/components/ui/load-error';
import { notifySuccess } from '@/lib/notifications';
import { useMembershipSettings, useSaveMembershipSettings } from '../api/membership-settings';
import { useTranslation } from '../texts';
import { RetentionOfferField } from './retention-offer-field';

// the whole line is the switch's label: a finger's height on a phone
const switchStyles = { body: { minHeight: 44, alignItems: 'center' } } as const;

/**
 * The creator's choices: member counts on the page, a mail on each new member, and the retention offer shown
 * to members about to cancel (decision 0150).
 */
export function MembershipSettingsCard() {
  const { t } = useTranslation();
  const settings = useMembershipSettings();
  const save = useSaveMembershipSettings();
  const data = settings.data?.data;
  return (
    <Paper component="section" withBorder radius="lg" p="lg" aria-labelledby="membership-settings-heading">
      <Stack gap="xs">
        <Title order={2} fz="lg" id="membership-settings-heading">
          {t('memberships.settings.title')}
        </Title>
        {settings.isError ? (
          <LoadError onRetry={() => void settings.refetch()} />
        ) : !data ? (
          <Skeleton h={96} role="status" aria-label={t('memberships.settings.loading')} />
        ) : (
          <>
            <Switch
              label={t('memberships.settings.showCounts')}
              description={t('memberships.settings.showCountsHint')}
              checked={data.show_member_counts}
              styles={switchStyles}
              onChange={(event) =>
                save.mutate(
                  { ...data, show_member_counts: event.currentTarget.checked },
                  { onSuccess: () => notifySuccess(t('common.successfullyUpdated')) },
                )
              }
            />
            <Switch
              label={t('memberships.settings.mailOnMember')}
              description={t('memberships.settings.mailOnMemberHint')}
              checked={data.mail_on_new_member}
              styles={switchStyles}
              onChange={(event) =>
                save.mutate(
                  { ...data, mail_on_new_member: event.currentTarget.checked },
                  { onSuccess: () => notifySuccess(t('common.successfullyUpdated')) },
                )
              }
            />
            <RetentionOfferField />
          </>
        )}
      </Stack>
    </Paper>
  );
}
