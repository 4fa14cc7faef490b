import type { PauseMonths, RetentionOfferSettings, StayChoices } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, say } from '../../lib/errors.ts';
import type { MembershipLinks } from './membership-links.service.ts';
import type { MembershipPauses } from './membership-pause.ts';
import type { MembershipRetention } from './membership-retention.ts';
import type { MembershipsRepository } from './memberships.repository.ts';
import type { MembershipsService } from './memberships.service.ts';

/**
 * Stay or go for a signed-in member (decision 0150): what cancelling offers instead, a pause and its early
 * end, the retention offer taken, as on a mail's link; and the creator's offer.
 */
export function createStayOrGo(deps: {
  db: Db;
  repository: MembershipsRepository;
  memberships: Pick<MembershipsService, 'mine'>;
  links: MembershipLinks;
  pauses: MembershipPauses;
  retention: MembershipRetention;
}) {
  const { db, repository } = deps;

  async function own(supporterUserId: string, membershipId: string) {
    const found = await repository.findMembership(db, membershipId);
    if (!found || found.supporterUserId !== supporterUserId) {
      throw new AppError('not_found', say('membershipNotFound'));
    }
    return found;
  }

  /** The membership as My memberships shows it, once changed. */
  async function presentOne(supporterUserId: string, membershipId: string) {
    const found = (await deps.memberships.mine(supporterUserId)).find((item) => item.id === membershipId);
    if (!found) throw new AppError('not_found', say('membershipNotFound'));
    return found;
  }

  return {
    view: deps.links.view,
    confirm: deps.links.confirm,

    async stayChoices(supporterUserId: string, membershipId: string): Promise<StayChoices> {
      return deps.links.choices(await own(supporterUserId, membershipId));
    },

    async pause(supporterUserId: string, membershipId: string, months: PauseMonths) {
      await deps.pauses.pause(await own(supporterUserId, membershipId), months);
      return presentOne(supporterUserId, membershipId);
    },

    async resume(supporterUserId: string, membershipId: string) {
      await deps.pauses.resume(await own(supporterUserId, membershipId));
      return presentOne(supporterUserId, membershipId);
    },

    async takeRetentionOffer(supporterUserId: string, membershipId: string) {
      const found = await own(supporterUserId, membershipId);
      await deps.retention.take(found, (await deps.pauses.pausedUntil(found.id)) !== null);
      return presentOne(supporterUserId, membershipId);
    },

    retentionOffer: (creatorUserId: string): Promise<RetentionOfferSettings> =>
      deps.retention.settings(creatorUserId),
    saveRetentionOffer: (creatorUserId: string, body: RetentionOfferSettings) =>
      deps.retention.save(creatorUserId, body),
  };
}

export type StayOrGo = ReturnType<typeof createStayOrGo>;
