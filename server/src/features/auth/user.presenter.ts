import type { DeactivationDetails, User } from '@pixel/contract';
import type { SessionLinkedAccount, SessionUser } from '../../plugins/session.ts';
import type { UserRow } from './auth.repository.ts';

/** The user as the API shows it to its owner: what a session knows of them is enough. */
export function presentUser(user: SessionUser, linked: SessionLinkedAccount | null = null): User {
  return {
    id: user.id,
    email: user.email,
    // a suspended account signs in nowhere (decision 0098): to its owner it reads as closed
    status: user.status === 'suspended' ? 'inactive' : user.status,
    email_verified_at: user.emailVerifiedAt?.toISOString() ?? null,
    referral_code: user.referralCode,
    profile: {
      page_url: user.pageUrl,
      page_name: user.pageName,
      avatar: user.avatar,
      avatar_variants: { WH100: user.avatarWh100 ?? user.avatar },
      bio: user.bio,
      cover_photo: user.coverPhoto,
    },
    linked_account: linked ? { username: linked.username, mobile_number: linked.mobileNumber } : null,
    created_at: user.createdAt.toISOString(),
    welcome_seen_at: user.welcomeSeenAt?.toISOString() ?? null,
    language: user.language,
  };
}

export function presentDeactivation(user: UserRow): DeactivationDetails {
  return user.deactivatedAt
    ? { reason: user.deactivationReason, deactivated_at: user.deactivatedAt.toISOString() }
    : null;
}
