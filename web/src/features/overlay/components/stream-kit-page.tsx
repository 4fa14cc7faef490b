import {
  Anchor,
  Button,
  Group,
  List,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { leaderboardPeriods, type LeaderboardPeriod, type StreamWidget } from '@pixel/contract';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifySuccess } from '@/lib/notifications';
import { useOverlaySettings, useSendTestAlert } from '../api/overlay-settings';
import { amountParameter } from '@/features/share';
import { defaultScanAmount } from '../lib/scan-link';
import { AddressField, ResetAddressButton } from './address-field';
import { MediaCard } from './media-card';
import { PageLeaderboardSettings } from './page-leaderboard-settings';
import { ModerationCard } from './moderation-queue';
import { PollControls } from './poll-card';
import { SpeechSettingsForm } from './speech-card';
import { TimerControls } from './timer-card';
import { WidgetTestButton } from './widget-test-button';
import { StreamPreview } from './stream-preview';
import { useTranslation } from '../texts';

type WidgetKey = Exclude<StreamWidget, 'goal'>;

/** One widget: what it shows, its address, its options, and its preview at the stream's size when asked. */
function WidgetCard(props: {
  widget: WidgetKey;
  url: string;
  shown: boolean;
  previewing: boolean;
  onPreview: () => void;
  /** Its options, which the address carries. */
  children?: ReactNode;
  actions?: ReactNode;
  /** Its settings and controls, kept by PIXEL: below the address. */
  details?: ReactNode;
}) {
  const { t } = useTranslation();
  const title = t(`overlay.kit.widgets.${props.widget}.title`);
  const { widget } = props;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        <Text c="dimmed" fz="sm">
          {t(`overlay.kit.widgets.${props.widget}.text`)}
        </Text>
        {props.children}
        <AddressField label={t('overlay.kit.address')} url={props.url} shown={props.shown} />
        <Group gap="sm">
          <Button variant="default" onClick={props.onPreview} aria-expanded={props.previewing}>
            {props.previewing ? t('overlay.kit.hidePreview') : t('overlay.kit.preview')}
          </Button>
          {widget !== 'alerts' && <WidgetTestButton widget={widget} name={title} />}
          {props.actions}
        </Group>
        {props.previewing && (
          <StreamPreview url={props.url} title={t('overlay.kit.previewFrame', { widget: title })} />
        )}
        {props.details}
      </Stack>
    </Paper>
  );
}

/** How to add a widget in the two programs Filipino streamers use most. */
function SetupGuide() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="stream-kit-guide">
      <Title order={2} fz="h4" id="stream-kit-guide">
        {t('overlay.kit.guideTitle')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="sm">
        <div>
          <Text fw={700}>{t('overlay.kit.obs')}</Text>
          <List type="ordered" fz="sm" spacing={4} mt={4}>
            {(['obs1', 'obs2', 'obs3', 'obs4'] as const).map((step) => (
              <List.Item key={step}>{t(`overlay.kit.${step}`)}</List.Item>
            ))}
          </List>
        </div>
        <div>
          <Text fw={700}>{t('overlay.kit.streamlabs')}</Text>
          <List type="ordered" fz="sm" spacing={4} mt={4}>
            {(['streamlabs1', 'streamlabs2', 'streamlabs3'] as const).map((step) => (
              <List.Item key={step}>{t(`overlay.kit.${step}`)}</List.Item>
            ))}
          </List>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * /dashboard/settings/stream-kit: every stream widget with its browser-source address, its options, a
 * preview at 1920x1080 and a setup guide for OBS and Streamlabs Desktop.
 */
export function StreamKitPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('overlay.kit.title'));
  const settings = useOverlaySettings();
  const test = useSendTestAlert();
  const [shown, setShown] = useState(false);
  const [previewing, setPreviewing] = useState<WidgetKey | null>(null);
  const [period, setPeriod] = useState<LeaderboardPeriod>('week');
  const [pesos, setPesos] = useState<number | string>(defaultScanAmount / 100);
  const data = settings.data?.data;
  const toggle = (widget: WidgetKey) => () => setPreviewing((open) => (open === widget ? null : widget));
  const centavos = Math.round(Number(pesos) * 100) || defaultScanAmount;

  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Text c="dimmed" fw={600} fz="sm" tt="uppercase">
          {t('overlay.settings.eyebrow')}
        </Text>
        <Title order={1}>{t('overlay.kit.title')}</Title>
        <Text c="dimmed">{t('overlay.kit.intro')}</Text>
      </div>
      <SetupGuide />
      {settings.isError ? (
        <LoadError onRetry={() => void settings.refetch()} />
      ) : !data ? (
        <Skeleton h={220} />
      ) : (
        <>
          <Group gap="sm">
            <Button variant="default" onClick={() => setShown((value) => !value)}>
              {shown ? t('overlay.kit.hideAddresses') : t('overlay.kit.showAddresses')}
            </Button>
            <ResetAddressButton words="kit" />
          </Group>
          <WidgetCard
            widget="alerts"
            url={data.overlay_url}
            shown={shown}
            previewing={previewing === 'alerts'}
            onPreview={toggle('alerts')}
            details={<SpeechSettingsForm />}
            actions={
              <>
                <Button
                  variant="gradient"
                  loading={test.isPending}
                  onClick={() =>
                    test.mutate(undefined, { onSuccess: () => notifySuccess(t('overlay.settings.testSent')) })
                  }
                >
                  {t('overlay.settings.sendTest')}
                </Button>
                <Anchor component={Link} to="/dashboard/settings/overlay" fz="sm">
                  {t('overlay.kit.alertSettings')}
                </Anchor>
              </>
            }
          />
          <ModerationCard />
          <WidgetCard
            widget="timer"
            url={`${data.overlay_url}/timer`}
            shown={shown}
            previewing={previewing === 'timer'}
            onPreview={toggle('timer')}
            details={<TimerControls />}
          />
          <WidgetCard
            widget="poll"
            url={`${data.overlay_url}/poll`}
            shown={shown}
            previewing={previewing === 'poll'}
            onPreview={toggle('poll')}
            details={<PollControls />}
          />
          <WidgetCard
            widget="media"
            url={`${data.overlay_url}/media`}
            shown={shown}
            previewing={previewing === 'media'}
            onPreview={toggle('media')}
            details={<MediaCard />}
          />
          <WidgetCard
            widget="leaderboard"
            url={`${data.overlay_url}/leaderboard?period=${period}`}
            shown={shown}
            previewing={previewing === 'leaderboard'}
            onPreview={toggle('leaderboard')}
            details={<PageLeaderboardSettings />}
          >
            <Select
              label={t('overlay.kit.period')}
              data={leaderboardPeriods.map((value) => ({ value, label: t(`overlay.kit.periods.${value}`) }))}
              value={period}
              onChange={(value) => value && setPeriod(value as LeaderboardPeriod)}
              allowDeselect={false}
              maw={260}
            />
          </WidgetCard>
          <WidgetCard
            widget="scan"
            url={`${data.overlay_url}/scan?amount=${amountParameter(centavos)}`}
            shown={shown}
            previewing={previewing === 'scan'}
            onPreview={toggle('scan')}
          >
            <NumberInput
              label={t('overlay.kit.amount')}
              value={pesos}
              onChange={setPesos}
              min={1}
              max={50_000}
              decimalScale={2}
              thousandSeparator=","
              maw={260}
            />
          </WidgetCard>
        </>
      )}
    </Stack>
  );
}
