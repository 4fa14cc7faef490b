import { Button, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { Membership, PauseMonths } from '@pixel/contract';
import { handleApiError } from '@/lib/api-errors';
import { formatDate } from '@/lib/dates';
import { notifySuccess } from '@/lib/notifications';
import { useCancelMembership } from '../api/cancel-membership';
import { useStayChoices } from '../api/get-stay-choices';
import { usePauseMembership } from '../api/pause-membership';
import { useTakeRetentionOffer } from '../api/take-retention-offer';
import { useTranslation } from '../link-texts';
import { type StayChoice, StayOrGoChoices } from './stay-or-go-choices';

/**
 * Cancel or Pause on My memberships (decision 0150): cancelling asks first, offering the creator's retention
 * offer and a pause as a mail's cancel link does; Pause offers the pause alone. Cancelling stays open when
 * the choices cannot be read.
 */
export function StayOrGoModal({
  membership,
  mode,
  onClose,
}: {
  membership: Membership;
  mode: 'cancel' | 'pause';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const choices = useStayChoices(membership.id);
  const [busy, setBusy] = useState<StayChoice | null>(null);
  const cancel = useCancelMembership();
  const pause = usePauseMembership();
  const takeOffer = useTakeRetentionOffer();
  const name = membership.creator.page_name;
  const date = formatDate(membership.ends_at);

  const run = (choice: StayChoice, action: () => Promise<unknown>, done: () => void) => {
    if (busy) return;
    setBusy(choice);
    action()
      .then(() => {
        done();
        onClose();
      })
      .catch((error: unknown) => handleApiError(error))
      .finally(() => setBusy(null));
  };

  const onPause = (months: PauseMonths) =>
    run(
      'pause',
      async () => {
        const { data } = await pause.mutateAsync({ membershipId: membership.id, months });
        notifySuccess(
          t('membershipLinks.page.done.pause', {
            until: formatDate(data.paused_until ?? data.ends_at),
            date: formatDate(data.ends_at),
          }),
          t('membershipLinks.card.pausedTitle'),
        );
      },
      () => undefined,
    );
  const onTakeOffer = () =>
    run(
      'retention_offer',
      () => takeOffer.mutateAsync({ membershipId: membership.id }),
      () =>
        notifySuccess(t('membershipLinks.card.offerTakenMessage'), t('membershipLinks.card.offerTakenTitle')),
    );
  const onCancel = () =>
    run(
      'cancel',
      () => cancel.mutateAsync({ membershipId: membership.id }),
      () =>
        notifySuccess(
          t('membershipsSupporter.page.cancelledMessage', { date }),
          t('membershipsSupporter.page.cancelledTitle'),
        ),
    );

  return (
    <Modal
      opened
      onClose={onClose}
      size="md"
      // a phone's narrow header wraps the title: its lines need their own height
      styles={{ title: { lineHeight: 1.3, fontWeight: 700 } }}
      title={
        mode === 'cancel' ? t('membershipsSupporter.page.cancelTitle') : t('membershipLinks.page.title.pause')
      }
    >
      <Stack gap="md">
        {mode === 'cancel' && <Text>{t('membershipsSupporter.page.cancelMessage', { name, date })}</Text>}
        {choices.isPending ? (
          <Skeleton h={120} role="status" aria-label={t('membershipLinks.choices.loading')} />
        ) : mode === 'pause' && !choices.data?.can_pause ? (
          <Text>{t('membershipLinks.page.cannotPause')}</Text>
        ) : (
          choices.data && (
            <StayOrGoChoices
              choices={mode === 'pause' ? { ...choices.data, retention_offer: null } : choices.data}
              creatorName={name}
              busy={busy}
              onTakeOffer={onTakeOffer}
              onPause={onPause}
            />
          )
        )}
        {mode === 'cancel' && (
          <Button
            color="red"
            mih={44}
            loading={busy === 'cancel'}
            disabled={busy !== null && busy !== 'cancel'}
            onClick={onCancel}
          >
            {t('membershipsSupporter.page.cancelConfirm')}
          </Button>
        )}
        <Button variant="default" mih={44} onClick={onClose} disabled={busy !== null}>
          {t('membershipsSupporter.page.cancelKeep')}
        </Button>
      </Stack>
    </Modal>
  );
}
