import { randomBytes } from 'node:crypto';
import type { TFunction } from 'i18next';
import { type MembershipLinkPurpose, membershipLinkDays } from '@pixel/contract';
import { manilaTime } from '../../lib/manila.ts';
import { hashToken, safeEqual } from '../../lib/tokens.ts';
import type { MembershipRow } from './memberships.repository.ts';
import { statusOf } from './memberships.presenter.ts';

const DAY_MS = 86_400_000;

// one letter of a link for each purpose: short enough for a line of a mail
const codes: Record<MembershipLinkPurpose, string> = {
  renew: 'r',
  auto_renew_off: 'a',
  cancel: 'c',
  pause: 'p',
};
const purposeOf = Object.fromEntries(
  Object.entries(codes).map(([purpose, code]) => [code, purpose]),
) as Record<string, MembershipLinkPurpose>;

// a membership, a purpose, an expiry (seconds, base 36), a random id and the signature: 85 characters,
// under the router's 100 for a path's parameter
const tokenPattern = /^([0-9a-f-]{36})\.([racp])\.([0-9a-z]{1,10})\.([\w-]{16})\.([\w-]{22})$/;

/** A mail's link, as its signed token says. */
export interface MembershipLink {
  membershipId: string;
  purpose: MembershipLinkPurpose;
  expiresAt: Date;
  /** The random id, stored once the link is used. */
  id: string;
}

/**
 * The links of membership mails (decision 0150): each names one membership, one purpose, its expiry and a
 * random id, signed with the server's secret; nothing is stored until one is used.
 */
export function createMembershipLinkTokens(deps: { publicUrl: string; secret: string; now: () => Date }) {
  const { now } = deps;

  // 128 bits of the keyed hash, as the one-tap renewal links have (here in base64url): short enough for a
  // mail, beyond guessing
  const signature = (payload: string) =>
    Buffer.from(hashToken(deps.secret, `membership-link:${payload}`).slice(0, 32), 'hex').toString(
      'base64url',
    );

  /** A link lasts 30 days, or to the end of the period (or grace) it was written in when that is later. */
  function expiryOf(membership: MembershipRow, at: Date) {
    const end = membership.graceEndsAt ?? membership.endsAt;
    return new Date(Math.max(at.getTime() + membershipLinkDays * DAY_MS, end.getTime()));
  }

  /** The address of a link: the page that says what it does and asks for one confirming tap. */
  function linkFor(membership: MembershipRow, purpose: MembershipLinkPurpose, at = now()) {
    const seconds = Math.ceil(expiryOf(membership, at).getTime() / 1000).toString(36);
    const payload = `${membership.id}.${codes[purpose]}.${seconds}.${randomBytes(12).toString('base64url')}`;
    return `${deps.publicUrl}/memberships/link/${payload}.${signature(payload)}`;
  }

  return {
    linkFor,

    /** The link a token names, when it is one of ours as it was written; null for anything else. */
    parse(token: string): MembershipLink | null {
      const match = tokenPattern.exec(token);
      if (!match) return null;
      const [, membershipId, code, seconds, id, signed] = match;
      if (!safeEqual(signed!, signature(`${membershipId}.${code}.${seconds}.${id}`))) return null;
      return {
        membershipId: membershipId!,
        purpose: purposeOf[code!]!,
        expiresAt: new Date(parseInt(seconds!, 36) * 1000),
        id: id!,
      };
    },

    /**
     * The links of a membership's mail, in its reader's language: renew (unless the mail says it already),
     * turn auto-renew off while it renews by itself, pause while its paid period runs, cancel unless
     * cancelled.
     */
    mailLinks(membership: MembershipRow, t: TFunction, options: { renew: boolean }) {
      const at = now();
      const status = statusOf(membership, at);
      const line = (key: 'renew' | 'autoRenewOff' | 'pause' | 'cancel', purpose: MembershipLinkPurpose) =>
        t(`mail.membershipLinks.${key}`, { link: linkFor(membership, purpose, at) });
      const lines = [
        t('mail.membershipLinks.intro', { until: manilaTime(expiryOf(membership, at)) }),
        ...(options.renew ? [line('renew', 'renew')] : []),
        ...(membership.autoRenew && status !== 'lapsed' ? [line('autoRenewOff', 'auto_renew_off')] : []),
        ...(status === 'active' ? [line('pause', 'pause')] : []),
        ...(!membership.cancelledAt && status !== 'lapsed' ? [line('cancel', 'cancel')] : []),
      ];
      return `\n${lines.join('\n')}\n`;
    },
  };
}

export type MembershipLinkTokens = ReturnType<typeof createMembershipLinkTokens>;
