/** Discord for members' texts (features/community): a creator's server and roles, a member's linked account. */
export const community = {
  page: {
    eyebrow: 'Creator hub',
    title: 'Discord and Telegram for members',
    discord: 'Discord',

    intro:
      'Connect your Discord server and choose a role for each tier, or connect your Telegram group. Members who link their Discord account get the role while their membership is active, and lose it when it ends; members get a Telegram invite, and are removed when it ends.',
    off: 'Discord is not set up on this PIXEL yet.',
    loading: 'Loading your Discord settings',
  },
  server: {
    heading: 'Your server',
    none: 'No server connected yet. You will choose a server on Discord and add the PIXEL bot to it.',
    connect: 'Connect a Discord server',
    connected: 'Connected to {{name}} since {{date}}.',
    botRole:
      'In Discord, keep the PIXEL role above the roles it gives, or Discord will not let it give them.',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect {{name}}?',
    disconnectMessage:
      'PIXEL takes back the roles it gave your members, then stops. Remove the PIXEL bot from your server in Discord afterwards.',
    disconnected: 'Your Discord server is disconnected.',
  },
  roles: {
    heading: 'Roles for tiers',
    noTiers: 'You have no tiers yet. Make one in My Tiers, then choose its role here.',
    unavailable:
      'Discord did not answer, so your server’s roles cannot be shown. Please try again in a moment.',
    label: 'Role for {{tier}}',
    none: 'No role',
    save: 'Save roles',
    saved: 'Roles saved. Members get their new roles within a minute.',
  },
  members: {
    heading: 'Members’ roles',
    none: 'No member has linked their Discord account yet.',
    discord: 'Discord: @{{username}}',
    notLinked: 'Discord account unlinked',
    tier: 'Tier: {{tier}}',
    retry: 'Retry now',
    retried: 'Tried again.',
    state: {
      pending: 'Pending',
      synced: 'Up to date',
      waiting: 'Waiting for Discord',
      failed: 'Failed',
    },
    retryAt: 'Trying again {{date}}',
    error: 'Discord said: {{error}}',
    loading: 'Loading members',
  },
  outcome: {
    connected: 'Your Discord server is connected. Now choose a role for each tier.',
    linked: 'Your Discord account is linked. Your memberships give you their roles within a minute.',
    cancelled: 'Nothing was changed on Discord.',
    failed: 'Discord could not be connected. Please try again.',
    taken: 'This Discord account is linked to another PIXEL account.',
  },
  telegram: {
    heading: 'Telegram group',
    off: 'Telegram is not set up on this PIXEL yet.',
    steps:
      'Add @{{bot}} to your Telegram group and make it an admin who may invite users and ban users. Then enter the group’s chat id. Members get a link that lets one person in, and are removed when their membership ends.',
    chatId: 'Chat id',
    chatIdHint: 'Like -1001234567890, or @yourgroup for a public group.',
    connect: 'Connect the group',
    connected: 'Connected to {{title}} since {{date}}.',
    saved: 'Your Telegram group is connected. Members get their invites within a minute.',
    disconnect: 'Disconnect',
    disconnectTitle: 'Disconnect {{title}}?',
    disconnectMessage:
      'PIXEL stops inviting and removing members. The members already in the group stay there.',
    disconnected: 'Your Telegram group is disconnected.',
  },
  invites: {
    heading: 'Telegram groups',
    invited: 'Your invite to {{group}} of {{creator}}: it lets you in once, until {{date}}.',
    join: 'Join the group',
    joined: 'You are in {{group}} of {{creator}}.',
    failed: 'Your invite to {{group}} of {{creator}} is on its way.',
  },
  link: {
    heading: 'Discord',
    text: 'Link your Discord account once: the creators you are a member of who use Discord give you your tier’s role in their server.',
    link: 'Link Discord',
    linked: 'Linked as @{{username}}.',
    unlink: 'Unlink',
    unlinked: 'Your Discord account is unlinked. The roles it was given are taken back.',
  },
};
