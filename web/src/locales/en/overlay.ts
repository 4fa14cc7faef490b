/** Live alerts (the overlay a creator adds to a live stream), its settings and the message filter. */
export const overlay = {
  alerts: {
    documentTitle: 'Live alerts',
    sent: 'sent {{amount}}',
    becameMember: 'became a member of {{tier}}',
    invalid: 'This overlay address is no longer valid. Copy the new one from your Live alerts settings.',
  },
  goal: {
    documentTitle: 'Goal progress',
    unavailable: 'This goal overlay is not available. Copy its address again from your Live alerts settings.',
    progress: '{{raised}} of {{target}}',
  },
  settings: {
    eyebrow: 'Settings',
    title: 'Live alerts',
    intro:
      "Show each gift on your live stream as it is paid: the supporter's name, the amount and their message; and each new member with their tier. In OBS or your streaming software, add a Browser source with the address below.",
    address: 'Overlay address',
    copy: 'Copy',
    copied: 'Copied',
    keepSecret:
      'Keep this address to yourself: anyone who has it sees your alerts. Suggested size 800 × 300.',
    sound: 'Play a sound with each alert',
    sendTest: 'Send test alert',
    testSent: 'Test alert sent.',
    showAddress: 'Show address',
    hideAddress: 'Hide address',
    reset: 'Reset address',
    resetTitle: 'Reset the overlay address?',
    resetMessage:
      'The current address stops working at once, and overlays open on it go blank. You will need to paste the new address into your streaming software.',
    resetDone: 'Your overlay has a new address.',
    preview: 'Preview',
    previewText: 'What your viewers see. Send a test alert to try it.',
    previewFrame: 'Overlay preview',
    goalOverlays: 'Goal overlays',
    goalOverlaysText:
      'A progress bar for one goal that moves as goal gifts arrive. Add it as its own browser source.',
    noGoals: 'You have no active goals.',
    addGoal: 'Add a goal',
    filterNote: 'Messages with words you block are held for your review and never reach the overlay.',
    filterLink: 'Message filter',
  },
  filter: {
    eyebrow: 'Settings',
    title: 'Message filter',
    intro:
      'A gift whose name or message has one of these words is still paid, but its words wait for your review before they show on your page or your live alerts.',
    phrases: 'Blocked words and phrases',
    phrasesHint:
      'Press Enter after each one. Matching ignores case and accents, and reads 0 as o, 1 as i, 3 as e.',
    phrasesPlaceholder: 'Add a word or phrase',
    builtIn: 'A built-in list of {{count}} slurs and insults in English and Filipino is always on.',
    held: 'Held for review',
    heldText:
      'These gifts are paid and in your balance. Their name and message show nowhere until you approve them; approving also shows the alert on your overlay.',
    noneHeld: 'No messages are waiting for review.',
    approve: 'Approve',
    approved: 'Message approved.',
    remove: 'Remove',
    removed: 'Message removed.',
  },
} as const;
