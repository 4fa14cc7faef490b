import { Select, Stack, Switch } from '@mantine/core';
import { leaderboardPeriods, type LeaderboardPeriod } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { usePageLeaderboardSettings, useUpdatePageLeaderboard } from '../api/page-leaderboard';
import { useTranslation } from '../texts';

/** On the Stream kit page: whether the creator's page shows the leaderboard, and of which period. */
export function PageLeaderboardSettings() {
  const { t } = useTranslation();
  const settings = usePageLeaderboardSettings().data?.data;
  const update = useUpdatePageLeaderboard();
  if (!settings) return null;
  const save = (next: { on_page: boolean; period: LeaderboardPeriod }) =>
    update.mutate(next, {
      onSuccess: () => notifySuccess(t('common.successfullyUpdated')),
      onError: (error) => handleApiError(error),
    });
  return (
    <Stack gap="xs">
      <Switch
        label={t('overlay.kit.onPage')}
        checked={settings.on_page}
        disabled={update.isPending}
        onChange={(event) => save({ ...settings, on_page: event.currentTarget.checked })}
      />
      {settings.on_page && (
        <Select
          label={t('overlay.kit.onPagePeriod')}
          data={leaderboardPeriods.map((value) => ({ value, label: t(`overlay.kit.periods.${value}`) }))}
          value={settings.period}
          onChange={(value) => value && save({ ...settings, period: value as LeaderboardPeriod })}
          allowDeselect={false}
          maw={260}
        />
      )}
    </Stack>
  );
}
