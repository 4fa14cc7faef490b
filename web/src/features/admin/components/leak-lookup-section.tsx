import { Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { imageUploadLimits, type LeakLookup } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { useStaffLookUpLeak } from '../api/leak-reports';
import { Facts } from './page-parts';

const lookupTypes = ['image/jpeg', 'image/png', 'image/webp'];
const megabytes = imageUploadLimits.maxBytes / 1024 / 1024;

const outcomeText: Record<LeakLookup['outcome'], string> = {
  named: 'A viewer’s mark was read.',
  no_mark: 'One of their photos, but no viewer’s mark could be read (a preview, or their own posting).',
  not_yours: 'Not a copy of any of their photos.',
};

function LookupFacts({ lookup }: { lookup: LeakLookup }) {
  const items: [string, ReactNode][] = [['Answer', outcomeText[lookup.outcome]]];
  if (lookup.viewer) {
    items.push([
      'Viewer',
      <>
        <Anchor
          component={Link}
          to={`/admin?q=${encodeURIComponent(lookup.viewer.page_url)}`}
          fz="sm"
          fw={600}
        >
          {lookup.viewer.page_name}
        </Anchor>{' '}
        <Text component="span" c="dimmed" fz="sm">
          @{lookup.viewer.page_url}
        </Text>
      </>,
    ]);
    items.push(['Access', lookup.viewer.access === 'buyer' ? 'Bought the post' : 'Member']);
    items.push(['First opened', <DateTimeText iso={lookup.viewer.first_opened_at} />]);
  }
  if (lookup.photo) {
    items.push(['Post', `${lookup.photo.post_id}, photo ${lookup.photo.position + 1}`]);
  }
  if (lookup.photos_pending > 0 && lookup.outcome !== 'named') {
    items.push([
      'Not compared yet',
      `${lookup.photos_pending} of their photos: ready within minutes, then look it up again`,
    ]);
  }
  if (lookup.confidence) {
    items.push([
      'Confidence',
      `${lookup.confidence.sigma.toFixed(1)} σ (next ${lookup.confidence.runner_up.toFixed(1)})`,
    ]);
  }
  return <Facts items={items} />;
}

/**
 * A copy found elsewhere, looked up among this creator's photos as they would (decision 0154): whose copy
 * it was, if anyone's. Audited as `leak.lookup`.
 */
export function LeakLookupSection({ userId }: { userId: string }) {
  const lookUp = useStaffLookUpLeak();
  const resetRef = useRef<() => void>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [answer, setAnswer] = useState<LeakLookup | null>(null);

  const choose = async (file: File) => {
    setRefusal(null);
    setAnswer(null);
    if (!lookupTypes.includes(file.type)) return setRefusal('Choose a JPEG, PNG or WebP photo.');
    if (file.size > imageUploadLimits.maxBytes)
      return setRefusal(`The photo must be ${megabytes} MB or smaller.`);
    try {
      setAnswer((await lookUp.mutateAsync({ userId, file })).data);
    } catch (error) {
      if (isApiError(error) && error.status !== 401 && error.status !== 429) {
        setRefusal(Object.values(error.errors ?? {})[0]?.[0] ?? error.message);
      } else {
        handleApiError(error);
      }
    }
  };

  return (
    <Stack gap="sm">
      <Group gap="sm" wrap="wrap">
        <FileButton
          accept={lookupTypes.join(',')}
          resetRef={resetRef}
          onChange={(file) => {
            resetRef.current?.();
            if (file) void choose(file);
          }}
        >
          {(props) => (
            <Button {...props} size="compact-sm" variant="light" loading={lookUp.isPending}>
              Look up a leaked copy
            </Button>
          )}
        </FileButton>
        <Text fz="xs" c="dimmed">
          JPEG, PNG or WebP, up to {megabytes} MB. Kept in the audit trail.
        </Text>
      </Group>
      {refusal && (
        <Text c="red" fz="sm" role="alert">
          {refusal}
        </Text>
      )}
      {answer && <LookupFacts lookup={answer} />}
    </Stack>
  );
}
