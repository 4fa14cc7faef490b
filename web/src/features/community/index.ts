// The community feature's public surface: a member's Discord account and Telegram invites on My
// memberships. The creator's Discord and Telegram page loads with its route.
export { DiscordLinkCard } from './components/discord-link-card';
export { TelegramInvitesCard } from './components/telegram-invites-card';
