import { Paper, Text } from '@mantine/core';
import { useState, type RefObject } from 'react';
import type { LeakReport } from '@pixel/contract';
import { ApiError, isApiError } from '@/lib/api-client';
import { useActOnLeakReport, type LeakReportAction } from '../api/leak-reports';
import { useTranslation } from '../texts';
import { ReasonModal } from './reason-modal';

const wording = (report: LeakReport) => ({
  revoke:
    report.access === 'member'
      ? {
          title: 'Close the post to this member?',
          body:
            `@${report.viewer.page_url} can no longer open this post through their membership, nor buy it. ` +
            'Their membership opens every other post of its tier, and their payments and the copies made for them stay as they are.',
          confirm: 'Close the post to this member',
        }
      : {
          title: 'Close the post to this buyer?',
          body:
            `@${report.viewer.page_url} can no longer open the post, as if they had never bought it, nor buy it again. ` +
            "Their payment, the creator's earnings and the copies made for them stay as they are.",
          confirm: 'Close the post to this buyer',
        },
  suspend: {
    title: 'Suspend this account?',
    body: `${report.viewer.page_name} is signed out at once and cannot sign in again, their page shows Content not accessible, and no payout leaves their wallet. They are mailed the reason.`,
    confirm: 'Suspend the account',
  },
  close: {
    title: 'Close this report?',
    body: `The report leaves the open list and @${report.creator.page_url} is told in the app that PIXEL answered it.`,
    confirm: 'Close the report',
  },
});

const doneKeys = {
  revoke: 'admin.done.leakAccessClosed',
  suspend: 'admin.done.leakViewerSuspended',
  close: 'admin.done.leakReportClosed',
} as const satisfies Record<LeakReportAction, string>;

/** What the page shows of a 409: the report, the purchase or the account changed after the page was read. */
export const changedSince = 'This changed since you opened the page.';

/** Support's action on a leak report: each asks why, and the audit trail keeps the answer (decision 0154). */
export function LeakReportActionModal({
  acting,
  afterDecision,
  onClose,
}: {
  /** The report and the action asked for; null while the modal is closed. */
  acting: { report: LeakReport; action: LeakReportAction } | null;
  afterDecision: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const act = useActOnLeakReport();
  const { t } = useTranslation();
  // the last report asked for stays written while the modal closes
  const [shown, setShown] = useState(acting);
  if (acting && acting !== shown) setShown(acting);
  const text = shown ? wording(shown.report)[shown.action] : null;

  return (
    <ReasonModal
      opened={acting !== null}
      title={text?.title}
      summary={
        shown && (
          <Paper bg="gray.0" radius="md" p="sm">
            <Text fw={700} fz="sm" style={{ overflowWrap: 'anywhere' }}>
              {shown.report.viewer.page_name} (@{shown.report.viewer.page_url})
            </Text>
            <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              Reported by @{shown.report.creator.page_url}
            </Text>
          </Paper>
        )
      }
      body={text?.body}
      reasonHint={
        shown?.action === 'suspend'
          ? 'Sent to them by mail, and kept in the audit trail.'
          : 'Kept in the audit trail.'
      }
      confirm={text?.confirm}
      danger={shown?.action !== 'close'}
      pending={act.isPending}
      afterDecision={afterDecision}
      submit={async (reason) => {
        const { report, action } = shown!;
        try {
          await act.mutateAsync({ id: report.id, action, reason });
        } catch (error) {
          // said above the buttons: what changed, in the server's words; the list is read again
          if (isApiError(error) && error.status === 409) {
            throw new ApiError({
              status: 409,
              exception: error.exception,
              message: `${changedSince} ${error.message}`,
              message_key: error.key,
            });
          }
          throw error;
        }
        return t(
          action === 'revoke' && report.access === 'member'
            ? 'admin.done.leakMemberAccessClosed'
            : doneKeys[action],
        );
      }}
      onClose={onClose}
    />
  );
}
