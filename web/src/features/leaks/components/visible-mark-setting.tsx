import { Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { handleApiError } from '@/lib/api-errors';
import { notifySuccess } from '@/lib/notifications';
import { useMarkSettings, useSaveMarkSettings } from '../api/mark-settings';
import { useTranslation } from '../texts';

/**
 * The creator's choice of a visible mark besides the invisible one (decision 0163): each buyer's or member's
 * page address in a corner of their copy, from the next copy made on.
 */
export function VisibleMarkSetting() {
  const { t } = useTranslation();
  const settings = useMarkSettings();
  const save = useSaveMarkSettings();
  const on = save.isPending ? (save.variables ?? false) : (settings.data?.data.visible_mark ?? false);

  return (
    <Paper withBorder radius="lg" p="lg" component="section" aria-labelledby="visible-mark-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="visible-mark-title">
          {t('leaks.visible.title')}
        </Title>
        {settings.isPending ? (
          <Skeleton height={44} aria-label={t('leaks.visible.loading')} />
        ) : settings.isError ? (
          <Text c="red" fz="sm" role="alert">
            {t('leaks.visible.loadError')}
          </Text>
        ) : (
          <Switch
            label={t('leaks.visible.label')}
            description={t('leaks.visible.hint')}
            checked={on}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(event.currentTarget.checked, {
                onSuccess: () => notifySuccess(t('leaks.visible.saved')),
                onError: (error) => handleApiError(error),
              })
            }
          />
        )}
      </Stack>
    </Paper>
  );
}
