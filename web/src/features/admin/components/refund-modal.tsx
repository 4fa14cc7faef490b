import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  adminRefundRequest,
  formatCentavos,
  parseCentavos,
  REFUND_SECOND_APPROVAL_ABOVE,
} from '@pixel/contract';
import { ModalActions } from '@/components/ui/modal-actions';
import { PesoSign } from '@/components/ui/peso-sign';
import { localMessage } from '@/lib/form-messages';
import { isApiError } from '@/lib/api-client';
import { handleApiError } from '@/lib/api-errors';
import { formatMoney } from '@/lib/money';
import { notifySuccess } from '@/lib/notifications';
import { personQueryKey } from '../api/person';
import { useCancelRefund, useRefundPayment } from '../api/refunds';
import { useTranslation } from '../texts';
import { darkerText } from '@/app/theme';
import { useStaff } from './admin-layout';
import type { Payment } from './person-records';
import { humanize } from './wording';

type RefundDraft = { amount: string; reason: string };
type RefundValues = { amount: number; reason: string };

const refundAmount = adminRefundRequest.shape.amount;

/** The contract's checks of what the fields hold, and no more than was paid, in the server's words. */
const refundForm = (paid: string): z.ZodType<RefundValues, RefundDraft> =>
  z.object({
    amount: z.string().transform((text, ctx) => {
      const parsed = refundAmount.safeParse(text);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: parsed.error.issues[0]?.message });
        return z.NEVER;
      }
      const most = parseCentavos(paid);
      if (most !== null && parsed.data > most) {
        ctx.addIssue({ code: 'custom', message: `The amount must not be greater than ${paid}.` });
        return z.NEVER;
      }
      return parsed.data;
    }),
    reason: adminRefundRequest.shape.reason,
  });

function RefundForm({
  payment,
  side,
  userId,
  onClose,
}: {
  payment: Payment;
  side: 'made' | 'received';
  userId: string;
  onClose: () => void;
}) {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const staff = useStaff();
  const [refusal, setRefusal] = useState<string | null>(null);
  // a refund approved once waits for a second staff member, who asks for the same amount (decision 0121)
  const approval = payment.refund_approval;
  const approvedByMe = approval !== null && approval.staff_user_id === staff.user_id;
  const form = useForm<RefundDraft, unknown, RefundValues>({
    resolver: zodResolver(refundForm(payment.amount)),
    defaultValues: { amount: approval?.amount ?? payment.amount, reason: '' },
  });
  const refund = useRefundPayment(userId);
  const cancel = useCancelRefund(userId);
  const { errors } = form.formState;

  const refused = (error: unknown) => {
    // a refusal with no field to mark (refunded already, not paid, one's own) is said here, above the
    // buttons, and the page is read again
    if (isApiError(error) && error.status !== 401 && !error.errors) {
      setRefusal(error.message);
      if (error.status === 409) void queryClient.invalidateQueries({ queryKey: personQueryKey(userId) });
      return;
    }
    handleApiError(error, { setError: form.setError });
  };

  const submit = form.handleSubmit(({ amount, reason }) => {
    setRefusal(null);
    refund.mutate(
      { reference: payment.reference, amount: formatCentavos(amount), reason },
      {
        onSuccess: ({ data }) => {
          notifySuccess(
            t(data.approval ? 'admin.secondApproval.refundWaiting' : 'admin.done.refundOnItsWay'),
          );
          onClose();
        },
        onError: refused,
      },
    );
  });

  const withdraw = form.handleSubmit(({ reason }) => {
    setRefusal(null);
    cancel.mutate(
      { reference: payment.reference, reason },
      {
        onSuccess: () => {
          notifySuccess(t('admin.secondApproval.refundCancelled'));
          onClose();
        },
        onError: refused,
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Paper bg="gray.0" radius="md" p="sm">
          <Group justify="space-between" align="baseline" gap="xs">
            <Text c="dimmed" fz="sm">
              Amount paid
            </Text>
            <Text fw={700} fz="lg" style={{ whiteSpace: 'nowrap' }}>
              {formatMoney(payment.amount)}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {humanize(payment.kind)}
            {side === 'made'
              ? payment.counterpart && ` to ${payment.counterpart}`
              : ` from ${payment.counterpart ?? 'a visitor'}`}
          </Text>
        </Paper>
        {approval && (
          <Alert
            color="orange"
            variant="light"
            title={t('admin.secondApproval.waitingTitle')}
            // the light orange's own title reads below 4.5:1 on its tint; this brown reads 5.7:1
            styles={{ title: { color: darkerText.orange } }}
          >
            {approvedByMe
              ? t('admin.secondApproval.refundByYou', { amount: formatMoney(approval.amount) })
              : t('admin.secondApproval.refundByOther', {
                  email: approval.staff_email,
                  amount: formatMoney(approval.amount),
                  reason: approval.reason,
                })}
          </Alert>
        )}
        <TextInput
          label="Amount"
          description="All of it, or a part."
          withAsterisk
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          leftSection={<PesoSign />}
          error={localMessage(errors.amount?.message)}
          {...form.register('amount')}
        />
        <Textarea
          label="Reason"
          description="Kept with the refund and in the audit trail."
          withAsterisk
          autosize
          minRows={3}
          maxRows={8}
          data-autofocus
          error={localMessage(errors.reason?.message)}
          {...form.register('reason')}
        />
        <List fz="sm" c="dimmed" spacing={4}>
          <List.Item>
            The creator&apos;s share and the platform&apos;s fee come back at once. What their balance does
            not cover, they owe: their payouts wait until earnings cover it.
          </List.Item>
          <List.Item>A bought post closes to its buyer.</List.Item>
          <List.Item>The payment provider returns the money to the payer, the way they paid.</List.Item>
          <List.Item>
            {t('admin.secondApproval.refundThreshold', {
              amount: formatMoney(formatCentavos(REFUND_SECOND_APPROVAL_ABOVE)),
            })}
          </List.Item>
        </List>
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        <ModalActions>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            {approval && (
              <Button
                variant="outline"
                color="red"
                loading={cancel.isPending}
                onClick={() => void withdraw()}
              >
                {t('admin.secondApproval.cancelRefund')}
              </Button>
            )}
            {!approvedByMe && (
              <Button type="submit" color="red" loading={refund.isPending}>
                {approval ? t('admin.secondApproval.confirmRefund') : 'Refund'}
              </Button>
            )}
          </Group>
        </ModalActions>
      </Stack>
    </form>
  );
}

/** Refunding a payment of the person's, all of it or a part (decision 0099); the audit trail keeps why. */
export function RefundModal({
  userId,
  refunding,
  onClose,
}: {
  userId: string;
  /** The payment to refund, and the table it is in; null while the modal is closed. */
  refunding: { payment: Payment; side: 'made' | 'received' } | null;
  onClose: () => void;
}) {
  // the last payment asked for stays written while the modal closes
  const [shown, setShown] = useState(refunding);
  if (refunding && refunding !== shown) setShown(refunding);

  return (
    <Modal
      opened={refunding !== null}
      onClose={onClose}
      title={shown ? `Refund ${shown.payment.reference}` : 'Refund'}
      // a line height of 1 clips the title's descenders
      styles={{ title: { fontSize: 'var(--mantine-font-size-xl)', fontWeight: 800, lineHeight: 1.25 } }}
    >
      {shown && (
        <RefundForm
          key={shown.payment.reference}
          payment={shown.payment}
          side={shown.side}
          userId={userId}
          onClose={onClose}
        />
      )}
    </Modal>
  );
}
