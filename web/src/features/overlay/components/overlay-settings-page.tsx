import { Anchor, Box, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '@/components/ui/load-error';
import { useOwnGoals } from '@/features/goals';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifySuccess } from '@/lib/notifications';
import { useOverlaySettings, useSendTestAlert, useUpdateOverlaySettings } from '../api/overlay-settings';
import { WidgetTestButton } from './widget-test-button';
import { AddressField, ResetAddressButton } from './address-field';
import { onThisSite } from './stream-preview';
import { useTranslation } from '../texts';

function GoalOverlays({ template, shown }: { template: string; shown: boolean }) {
  const { t } = useTranslation();
  const goals = useOwnGoals();
  const active = goals.data?.data.filter((goal) => goal.status === 'active') ?? [];
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('overlay.settings.goalOverlays')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('overlay.settings.goalOverlaysText')}
        </Text>
        {goals.isPending ? (
          <Skeleton h={56} />
        ) : active.length === 0 ? (
          <Text fz="sm">
            {t('overlay.settings.noGoals')}{' '}
            <Anchor component={Link} to="/dashboard/creator-hub/my-goals/add-goal">
              {t('overlay.settings.addGoal')}
            </Anchor>
          </Text>
        ) : (
          <>
            {active.map((goal) => (
              <AddressField
                key={goal.id}
                label={goal.title}
                url={template.replace('{goal_id}', goal.id)}
                shown={shown}
              />
            ))}
            <Group>
              <WidgetTestButton widget="goal" name={t('overlay.settings.goalOverlays')} />
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** /dashboard/settings/overlay: the live-alert overlay's secret address, a preview and a test alert. */
export function OverlaySettingsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.settings.title'));
  const settings = useOverlaySettings();
  const update = useUpdateOverlaySettings();
  const test = useSendTestAlert();
  const [shown, setShown] = useState(false);
  const data = settings.data?.data;

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('overlay.settings.eyebrow')}
        </Text>
        <Title order={1}>{t('overlay.settings.title')}</Title>
        <Text c="dimmed">{t('overlay.settings.intro')}</Text>
      </div>
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : !data ? (
        <Skeleton h={220} />
      ) : (
        <>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <AddressField label={t('overlay.settings.address')} url={data.overlay_url} shown={shown} />
              <Text c="dimmed" fz="sm">
                {t('overlay.settings.keepSecret')}
              </Text>
              <Switch
                label={t('overlay.settings.sound')}
                checked={data.sound_enabled}
                disabled={update.isPending}
                onChange={(event) =>
                  update.mutate(
                    { sound_enabled: event.currentTarget.checked },
                    { onSuccess: () => notifySuccess(t('common.successfullyUpdated')) },
                  )
                }
              />
              <Group gap="sm">
                <Button
                  variant="gradient"
                  loading={test.isPending}
                  onClick={() =>
                    test.mutate(undefined, { onSuccess: () => notifySuccess(t('overlay.settings.testSent')) })
                  }
                >
                  {t('overlay.settings.sendTest')}
                </Button>
                <Button variant="default" onClick={() => setShown((value) => !value)}>
                  {shown ? t('overlay.settings.hideAddress') : t('overlay.settings.showAddress')}
                </Button>
                <ResetAddressButton words="settings" />
              </Group>
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                {t('overlay.settings.preview')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('overlay.settings.previewText')}
              </Text>
              <Box
                component="iframe"
                key={data.overlay_url}
                src={onThisSite(data.overlay_url)}
                title={t('overlay.settings.previewFrame')}
                h={280}
                w="100%"
                style={{
                  border: 0,
                  borderRadius: 8,
                  // a checkerboard shows where the overlay is see-through
                  background: 'repeating-conic-gradient(#d9d9e3 0% 25%, #f3f3f7 0% 50%) 50% / 24px 24px',
                }}
              />
            </Stack>
          </Paper>
          <GoalOverlays template={data.goal_overlay_url} shown={shown} />
          <Text fz="sm">
            {t('overlay.settings.filterNote')}{' '}
            <Anchor component={Link} to="/dashboard/settings/message-filter">
              {t('overlay.settings.filterLink')}
            </Anchor>
          </Text>
        </>
      )}
    </Stack>
  );
}
