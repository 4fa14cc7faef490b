import {
  Alert,
  Anchor,
  Badge,
  Box,
  Button,
  FileButton,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUploadLimits, type LeakLookup } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { photoPostPath } from '@/features/content';
import { useSignedInUser } from '@/features/auth';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { useLookUpLeak } from '../api/leak-lookups';
import { useTranslation } from '../texts';
import { confidenceWord, lookupTypes } from './leak-answer';
import { ReportLeakModal } from './report-leak-modal';
import { VisibleMarkSetting } from './visible-mark-setting';

const megabytes = imageUploadLimits.maxBytes / 1024 / 1024;

/** Where the found copy is dropped, with a button for people who do not drag. */
function CopyDropZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const resetRef = useRef<() => void>(null);
  return (
    <Box
      p="md"
      mih={140}
      display="flex"
      data-testid="leak-drop-zone"
      style={{
        alignItems: 'center',
        justifyContent: 'center',
        borderRadius: 'var(--mantine-radius-md)',
        border: `2px dashed var(--mantine-color-${over ? 'pixel-6' : 'gray-4'})`,
        background: over ? 'var(--mantine-color-pixel-0)' : 'var(--mantine-color-gray-0)',
      }}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        const file = event.dataTransfer.files[0];
        if (!disabled && file) onFile(file);
      }}
    >
      <Stack align="center" gap={6}>
        <Text fz="sm" c="dimmed" ta="center">
          {t('leaks.page.dragHere')}
        </Text>
        <FileButton
          accept={lookupTypes.join(',')}
          resetRef={resetRef}
          disabled={disabled}
          onChange={(file) => {
            // the same file may be chosen again
            resetRef.current?.();
            if (file) onFile(file);
          }}
        >
          {(props) => (
            <Button {...props} variant="light" disabled={disabled}>
              {t('leaks.page.choose')}
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed" ta="center">
          {t('leaks.page.rules', { megabytes })}
        </Text>
      </Stack>
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
        {label}
      </Text>
      <Text component="div" fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

function NamedAnswer({ lookup }: { lookup: LeakLookup }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const [reporting, setReporting] = useState(false);
  const [reported, setReported] = useState(!lookup.can_report);
  const viewer = lookup.viewer!;
  const photo = lookup.photo;
  const confidence = lookup.confidence;
  const word = confidence ? confidenceWord(confidence) : null;

  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      aria-label={t('leaks.answer.viewer')}
      component="section"
    >
      <Stack gap="md">
        <Group gap="xs" justify="space-between" align="center">
          <Title order={2} fz="h3" style={{ overflowWrap: 'anywhere' }}>
            {t('leaks.answer.namedTitle', { name: viewer.page_name })}
          </Title>
          {word && (
            <Badge color={word === 'certain' ? 'teal' : 'yellow'} variant="light" miw="max-content">
              {t(`leaks.answer.${word}`)}
            </Badge>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Fact label={t('leaks.answer.viewer')}>
            <Anchor component={Link} to={`/${viewer.page_url}`} fw={600}>
              @{viewer.page_url}
            </Anchor>
          </Fact>
          <Fact label={t('leaks.answer.firstOpened')}>
            <DateTimeText iso={viewer.first_opened_at} />
          </Fact>
          <Fact label={t('leaks.answer.access')}>{t(`leaks.answer.${viewer.access}`)}</Fact>
          {photo && (
            <Fact label={t('leaks.answer.photo')}>
              {photo.post_type === 'image_collection'
                ? t('leaks.answer.photoOf', { position: photo.position + 1 })
                : t('leaks.answer.snap')}{' '}
              ·{' '}
              <Anchor
                component={Link}
                to={photoPostPath(user.profile.page_url, photo.post_type, photo.post_id)}
              >
                {t('leaks.answer.viewPost')}
              </Anchor>
            </Fact>
          )}
          {confidence && word && (
            <Fact label={t('leaks.answer.confidence')}>
              {t(`leaks.answer.${word}`)} (
              {t('leaks.answer.figures', {
                sigma: `${confidence.sigma.toFixed(1)} σ`,
                runnerUp: `${confidence.runner_up.toFixed(1)} σ`,
              })}
              )
            </Fact>
          )}
        </SimpleGrid>
        {reported ? (
          <Alert color="teal" variant="light" role="status">
            {t('leaks.answer.reported')}
          </Alert>
        ) : (
          <Group justify="flex-end">
            <Button color="red" onClick={() => setReporting(true)}>
              {t('leaks.answer.report')}
            </Button>
          </Group>
        )}
      </Stack>
      <ReportLeakModal
        lookupId={lookup.id}
        viewerName={viewer.page_name}
        access={viewer.access}
        opened={reporting}
        onClose={() => setReporting(false)}
        onReported={() => setReported(true)}
      />
    </Paper>
  );
}

function Answer({ lookup }: { lookup: LeakLookup }) {
  const { t } = useTranslation();
  if (lookup.outcome === 'named' && lookup.viewer) return <NamedAnswer lookup={lookup} />;
  const none = lookup.outcome === 'not_yours';
  return (
    <Alert
      color="gray"
      variant="light"
      title={t(none ? 'leaks.answer.notYoursTitle' : 'leaks.answer.noMarkTitle')}
    >
      {t(none ? 'leaks.answer.notYoursBody' : 'leaks.answer.noMarkBody')}
      {/* photos too new to compare yet are ready within minutes (decision 0166) */}
      {lookup.photos_pending > 0 && (
        <Text fz="sm" mt="xs">
          {lookup.photos_pending === 1
            ? t('leaks.answer.pendingOne')
            : t('leaks.answer.pending', { count: lookup.photos_pending })}
        </Text>
      )}
    </Alert>
  );
}

/**
 * /dashboard/creator-hub/leaks: a creator uploads a copy of one of their photos found elsewhere and is told
 * whose copy it was, with how sure the reading is, and may report it to PIXEL's staff (decision 0154).
 */
export function LeakLookupPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('leaks.page.title'));
  const lookUp = useLookUpLeak();
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [reading, setReading] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LeakLookup | null>(null);

  const choose = async (file: File) => {
    setFieldError(null);
    setAnswer(null);
    if (!lookupTypes.includes(file.type)) {
      setFieldError(t('leaks.page.wrongType'));
      return;
    }
    if (file.size > imageUploadLimits.maxBytes) {
      setFieldError(t('leaks.page.tooLarge', { megabytes }));
      return;
    }
    setReading(file.name);
    try {
      setAnswer((await lookUp.mutateAsync(file)).data);
    } catch (error) {
      // a refused file is said beside the field; too many lookups, or anything else, as the app says it
      if (isApiError(error) && error.status === 422) {
        setFieldError(Object.values(error.errors ?? {})[0]?.[0] ?? error.message);
      } else {
        handleApiError(error);
      }
    } finally {
      setReading(null);
    }
  };

  return (
    <Stack gap="lg" maw={760}>
      <div>
        <Title order={1}>{t('leaks.page.title')}</Title>
        <Text c="dimmed">{t('leaks.page.intro')}</Text>
      </div>
      <Stack gap={6}>
        <CopyDropZone onFile={(file) => void choose(file)} disabled={reading !== null} />
        {fieldError && (
          <Text c="red" fz="sm" role="alert">
            {fieldError}
          </Text>
        )}
      </Stack>
      {reading !== null && (
        <Group gap="sm" role="status">
          <Loader size="sm" />
          <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {t('leaks.page.reading', { name: reading })}
          </Text>
        </Group>
      )}
      {answer && <Answer key={answer.id} lookup={answer} />}
      <VisibleMarkSetting />
    </Stack>
  );
}
