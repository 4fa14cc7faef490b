import { Box } from '@mantine/core';
import type { ContextModalProps } from '@mantine/modals';
import type { PayoutTarget } from '../lib/payout-target';
import { useWithdrawFlow, type WithdrawDraft } from './use-withdraw-flow';
import { WithdrawAmountStep } from './withdraw-amount-step';
import { WithdrawCodeStep } from './withdraw-code-step';
import { WithdrawDoneStep } from './withdraw-done-step';

export type WithdrawModalProps = {
  target: PayoutTarget;
  /** What was typed, kept while an error modal covers this one (which unmounts it). */
  draft?: WithdrawDraft;
};

/** Withdraw (spec §2), full screen: the amount, then the code sent by SMS, then 'Payout Successfully'. */
export function WithdrawModal({ context, id, innerProps }: ContextModalProps<WithdrawModalProps>) {
  const { target, draft } = innerProps;
  const flow = useWithdrawFlow({ target, draft });
  const { step } = flow;

  return (
    <Box maw={480} mx="auto" py="md">
      {step.kind === 'done' ? (
        <WithdrawDoneStep payout={step.payout} onDone={() => context.closeModal(id)} />
      ) : step.kind === 'code' ? (
        <WithdrawCodeStep
          target={target}
          order={step.order}
          challenge={step.challenge}
          onConfirm={(otpCode, otpToken) => flow.confirm(step.order, otpCode, otpToken)}
          onError={flow.showPayoutError}
          onBack={flow.backToAmount}
        />
      ) : (
        // to the verification screen or the help: the payout options below this modal close too
        <WithdrawAmountStep target={target} flow={flow} onLeave={() => context.closeAll()} />
      )}
    </Box>
  );
}
