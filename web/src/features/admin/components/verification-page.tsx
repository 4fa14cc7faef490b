import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Image,
  Modal,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { identityDocuments, type AdminVerification, type PendingApproval } from '@pixel/contract';
import { DateTimeText } from '@/components/ui/date-time-text';
import { LoadError } from '@/components/ui/load-error';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { isApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/dates';
import {
  useVerification,
  verificationFileUrl,
  type VerificationDecision,
  type VerificationStatus,
} from '../api/verifications';
import { useTranslation } from '../texts';
import { darkerText } from '@/app/theme';
import { useStaff } from './admin-layout';
import { VerificationDecisionModal } from './verification-decision-modal';
import { verificationPhotoLabels, verificationStatusLabels } from './wording';
import { Facts, Section } from './page-parts';

type Photo = AdminVerification['files'][number];

const statusColors: Record<VerificationStatus, string> = {
  pending: 'orange',
  approved: 'teal',
  rejected: 'red',
};

/** `Mar 4, 1995 (31 years old)`: the age on today's date, the birthday included. */
function birthDateWithAge(birthDate: string) {
  const age = dayjs().diff(dayjs(birthDate), 'year');
  return `${formatDate(birthDate)} (${age} years old)`;
}

/**
 * One photo, sized to fit a phone's width; pressing it opens it as large as the screen allows. Each load
 * of the image is a look the server writes to the audit trail.
 */
function PhotoCard({ photo, onOpen }: { photo: Photo; onOpen: () => void }) {
  const label = verificationPhotoLabels[photo.side];
  return (
    <Stack component="figure" gap={6} m={0}>
      <UnstyledButton
        onClick={onOpen}
        aria-label={`Open the ${label.toLowerCase()} larger`}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden' }}
      >
        <Image src={verificationFileUrl(photo.url)} alt={label} h={240} fit="contain" bg="gray.1" />
      </UnstyledButton>
      <Text component="figcaption" fz="sm" fw={600}>
        {label}
      </Text>
    </Stack>
  );
}

function PhotoViewer({ photo, onClose }: { photo: Photo | null; onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)', false, { getInitialValueInEffect: false });
  const label = photo ? verificationPhotoLabels[photo.side] : undefined;
  return (
    <Modal opened={photo !== null} onClose={onClose} title={label} size="xl" fullScreen={phone}>
      {photo && <Image src={verificationFileUrl(photo.url)} alt={label} w="100%" h="auto" fit="contain" />}
    </Modal>
  );
}

/**
 * A first approval waiting for a second staff member (decision 0121): who gave it and why, or that it was
 * the reader's own, who cannot confirm it.
 */
function WaitingApproval({ approval, mine }: { approval: PendingApproval; mine: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert
      color="orange"
      variant="light"
      title={t('admin.secondApproval.waitingTitle')}
      // the light orange's own title, and dimmed text, read below 4.5:1 on its tint; this brown reads 5.7:1
      styles={{ title: { color: darkerText.orange } }}
    >
      {mine
        ? t('admin.secondApproval.identityByYou')
        : t('admin.secondApproval.identityByOther', {
            email: approval.staff_email,
            reason: approval.reason,
          })}{' '}
      <Text component="span" fz="sm" c={darkerText.orange}>
        <DateTimeText iso={approval.created_at} />
      </Text>
    </Alert>
  );
}

function VerificationView({ verification }: { verification: AdminVerification }) {
  const [deciding, setDeciding] = useState<VerificationDecision | null>(null);
  const [viewing, setViewing] = useState<Photo | null>(null);
  // a decision takes away the buttons that asked for it: once its modal has closed, the focus goes to the
  // heading, beside the check's new status, rather than to the page's body
  const heading = useRef<HTMLHeadingElement>(null);
  const staff = useStaff();
  const { t } = useTranslation();
  const { user, approval } = verification;
  // the first approver cannot be the second (decision 0121)
  const approvedByMe = approval !== null && approval.staff_user_id === staff.user_id;

  const facts: [string, ReactNode][] = [
    [
      'Person',
      <>
        <Anchor component={Link} to={`/admin/people/${user.id}`} fz="sm" fw={600}>
          {user.page_name}
        </Anchor>{' '}
        <Text component="span" c="dimmed" fz="sm">
          @{user.page_url}
        </Text>
      </>,
    ],
    ['Email', user.email ?? '—'],
    ['Legal name', verification.legal_name],
    ['Birth date', birthDateWithAge(verification.birth_date)],
    ['Address', verification.address],
    ['ID type', identityDocuments[verification.id_type].label],
    ['Sent', <DateTimeText iso={verification.submitted_at} />],
    ['Status', verificationStatusLabels[verification.status]],
  ];
  if (verification.reviewed_at) facts.push(['Reviewed', <DateTimeText iso={verification.reviewed_at} />]);
  if (verification.reviewed_by) facts.push(['Reviewed by', verification.reviewed_by]);
  if (verification.reason) facts.push(['Reason', verification.reason]);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" align="center" wrap="wrap" style={{ minWidth: 0 }}>
          <Title order={1} style={{ overflowWrap: 'anywhere' }} ref={heading} tabIndex={-1}>
            Identity check
          </Title>
          <Badge
            variant="light"
            color={statusColors[verification.status]}
            c={darkerText[statusColors[verification.status]]}
            miw="max-content"
          >
            {verificationStatusLabels[verification.status]}
          </Badge>
        </Group>
        {verification.status === 'pending' && (
          <Group gap="sm" justify="flex-end">
            <Button variant="default" color="red" onClick={() => setDeciding('reject')}>
              Reject
            </Button>
            {!approvedByMe && (
              <Button onClick={() => setDeciding('approve')}>
                {approval ? t('admin.secondApproval.confirmApproval') : 'Approve'}
              </Button>
            )}
          </Group>
        )}
      </Group>
      {verification.status === 'pending' && approval && (
        <WaitingApproval approval={approval} mine={approvedByMe} />
      )}
      <Section title="Details">
        <Facts items={facts} />
      </Section>
      <Section title="Photos">
        <Stack gap="sm">
          <Text fz="sm" c="dimmed">
            Each look at a photo, and each opening of this page, is recorded in the audit trail with your
            name.
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {verification.files.map((photo) => (
              <PhotoCard key={photo.side} photo={photo} onOpen={() => setViewing(photo)} />
            ))}
          </SimpleGrid>
        </Stack>
      </Section>
      {verification.earlier.length > 0 && (
        <Section title="Earlier checks">
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {verification.earlier.map((earlier) => (
              <Text component="li" key={earlier.id} fz="sm">
                <Anchor component={Link} to={`/admin/verifications/${earlier.id}`} fz="sm" fw={600}>
                  {verificationStatusLabels[earlier.status]}
                </Anchor>
                , sent <DateTimeText iso={earlier.submitted_at} />
              </Text>
            ))}
          </Stack>
        </Section>
      )}
      <PhotoViewer photo={viewing} onClose={() => setViewing(null)} />
      <VerificationDecisionModal
        verification={verification}
        decision={deciding}
        afterDecision={heading}
        onClose={() => setDeciding(null)}
      />
    </Stack>
  );
}

/**
 * /admin/verifications/:id: one identity check, its details and photos side by side to compare, and
 * support's answer. Opening it, and each photo, is written to the audit trail.
 */
export function VerificationPage() {
  const { id = '' } = useParams();
  const location = useLocation();
  const verification = useVerification(id);
  useDocumentTitle('Identity check');
  // back to the tab and page the check was opened from, when it was
  const from = (location.state as { from?: string } | null)?.from ?? '/admin/verifications';

  return (
    <Stack gap="md" maw={1080}>
      <Anchor component={Link} to={from} fz="sm" fw={600}>
        ← Back to identity checks
      </Anchor>
      {verification.isPending ? (
        <Stack gap="md" role="status" aria-label="Loading the identity check">
          <Skeleton h={48} radius="md" />
          <Skeleton h={240} radius="lg" />
        </Stack>
      ) : verification.isError ? (
        isApiError(verification.error) &&
        (verification.error.status === 404 || verification.error.status === 422) ? (
          <Alert color="gray" variant="light" title="No such identity check">
            There is no identity check with this id. Find it in Identity checks.
          </Alert>
        ) : isApiError(verification.error) && verification.error.status === 403 ? (
          <Alert color="gray" variant="light">
            {verification.error.message}
          </Alert>
        ) : (
          <LoadError onRetry={() => void verification.refetch()}>{verification.error.message}</LoadError>
        )
      ) : (
        // keyed: another check opens with no modal left open
        <VerificationView key={verification.data.data.id} verification={verification.data.data} />
      )}
    </Stack>
  );
}
