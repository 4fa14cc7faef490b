/**
 * The staff pages' texts (features/admin) that come in both languages: what waits for a second staff member
 * (decision 0121), and what a staff action did, said once it is done. The rest of the staff pages is still
 * in English (decision 0110).
 */
export const admin = {
  done: {
    noteAdded: 'The note is added.',
    suspended: 'The account is suspended.',
    unsuspended: 'The suspension is lifted.',
    refundOnItsWay: 'The refund is on its way: the provider gives the money back to the payer.',
    codeSent: 'The code is sent to {{sentTo}}. The change takes effect when the creator types it.',
    bankNameApproved: 'The name is approved: payouts can go to this account.',
    numbersShown: 'The full numbers are shown until you leave this page.',
    limitSet: '{{limit}} is now {{value}} for this person.',
    limitReset: '{{limit}} is back to the default, {{value}}.',
    payoutHeld: 'The payout is on hold. It is not sent until it is released.',
    payoutReleased: 'The payout is released and sent to the provider.',
    payoutRetried: 'The provider was asked again.',
    messageShown: 'The gift shows with its message.',
    messageRemoved: 'The name and message are removed; the gift shows without them.',
    postHidden: 'The post is hidden. Its creator was told why.',
    postShown: 'The post is shown again. Its creator was told.',
    identityVerified: 'Identity verified. The creator is told by email.',
    verificationRejected: 'Verification rejected. The creator is told why by email and can send it again.',
    refundRequestApproved: 'Refund approved. The money goes back to the supporter.',
    refundRequestDeclined: 'Refund declined. The supporter is told why.',
    leakAccessClosed: 'The post is closed to this buyer. Their payment is untouched.',
    leakMemberAccessClosed: 'The post is closed to this member. Their membership is untouched.',
    leakViewerSuspended: 'The account is suspended. They are mailed the reason.',
    leakReportClosed: 'The report is closed. The creator is told.',
  },
  secondApproval: {
    waitingTitle: 'Waiting for a second approval',
    identityByOther:
      '{{email}} approved this check: “{{reason}}” A second staff member confirms it before the creator is verified.',
    identityByYou:
      'You approved this check. A second staff member confirms it before the creator is verified.',
    approveBody:
      'A second staff member confirms your approval. The creator is then verified, may be paid out, and is told by email.',
    approvedOnce: 'Your approval is recorded. A second staff member confirms it.',
    confirmTitle: 'Confirm this approval?',
    confirmBody: 'The creator is then verified and may be paid out. They are told by email.',
    confirmApproval: 'Confirm approval',
    refundStatus: 'Awaiting second approval',
    refundThreshold: 'A refund above {{amount}} waits for a second staff member to confirm it.',
    refundByOther:
      '{{email}} asked to refund {{amount}}: “{{reason}}” Refund the same amount to confirm it, or cancel it.',
    refundByYou: 'You asked to refund {{amount}}. A second staff member confirms it, or you can cancel it.',
    confirmRefund: 'Confirm refund',
    cancelRefund: 'Cancel the refund',
    refundWaiting: 'The refund waits for a second staff member.',
    refundCancelled: 'The refund is cancelled. Nothing was taken or given back.',
    awaitingTitle: 'Refunds waiting for a second approval',
    awaitingIntro:
      'Refunds above {{amount}} that one staff member approved, oldest first. Another confirms or cancels each on the person’s page.',
    awaitingEmpty: 'No refund waits for a second approval.',
    awaitingLoading: 'Loading the refunds waiting for a second approval',
    columns: {
      reference: 'Reference',
      creator: 'Creator',
      amount: 'Refund',
      paid: 'Paid',
      approvedBy: 'Approved by',
      reason: 'Reason',
      since: 'Since',
    },
  },
};
