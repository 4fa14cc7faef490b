import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import type { SupportPayoutChange } from '@pixel/contract';
import { ConfirmSupportChangeStep } from './confirm-support-change-step';
import { SupportPayoutChangeNotices } from './support-payout-change-notices';

/** The notices of the changes support entered, on a page, with the code step in a modal of its own. */
export function SupportPayoutChanges() {
  // the change stays shown while the modal closes; each opening starts a fresh code step
  const [confirming, setConfirming] = useState<{ change: SupportPayoutChange; opening: number } | null>(null);
  const [opened, setOpened] = useState(false);
  // as the app's other modals: 16 px inside a phone's modal, 32 px from 576 px on
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const close = () => setOpened(false);

  return (
    <>
      <SupportPayoutChangeNotices
        onConfirm={(change) => {
          setConfirming((last) => ({ change, opening: (last?.opening ?? 0) + 1 }));
          setOpened(true);
        }}
      />
      <Modal opened={opened} onClose={close} size="md" padding={phone ? 'md' : 'xl'}>
        {confirming && (
          <ConfirmSupportChangeStep
            key={confirming.opening}
            change={confirming.change}
            onDone={close}
            onCancel={close}
          />
        )}
      </Modal>
    </>
  );
}
