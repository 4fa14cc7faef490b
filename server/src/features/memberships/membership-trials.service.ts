import { membershipTrial, type MembershipPeriod, type Said } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { readableCode } from '../../lib/tokens.ts';
import type { MethodSetupGateway } from '../../providers/payments/payment-provider.ts';
import type { MembershipRow, MembershipsRepository, TierRow } from './memberships.repository.ts';
import { statusOf } from './memberships.presenter.ts';

const DAY_MS = 86_400_000;

/**
 * Free trials (decision 0155): a tier's 7 days, on a card the provider keeps with nothing charged. The trial is
 * a membership whose end is the trial's end, renewing by itself: the memberships job charges its first period
 * there, as any renewal, and a cancel leaves it to end with nothing charged. Once per person and per card
 * (the provider's fingerprint of it) per creator.
 */
export function createMembershipTrials(deps: {
  db: Db;
  repository: MembershipsRepository;
  publicUrl: string;
  now: () => Date;
  /** The provider's keeping of a card with nothing charged; absent, no trial is offered. */
  methodSetups?: MethodSetupGateway;
}) {
  const { db, repository, publicUrl, now } = deps;
  const ownOrigin = new URL(publicUrl).origin;

  /** One of this site's pages, as given, or the fallback; with the trial's reference. */
  function returnUrl(
    field: 'success_redirect_url' | 'failure_redirect_url',
    given: string | undefined,
    fallback: string,
    reference: string,
  ) {
    const label = field === 'success_redirect_url' ? 'success redirect url' : 'failure redirect url';
    let url: URL;
    try {
      url = new URL(given ?? fallback, publicUrl);
    } catch {
      throw fieldError(field, say('notOwnPage', { field: label }));
    }
    if (url.origin !== ownOrigin) throw fieldError(field, say('notOwnPage', { field: label }));
    url.searchParams.set('reference', reference);
    return url.toString();
  }

  /** The kept card's trial is refused: written, then said. */
  class Refused extends Error {
    constructor(readonly said: Said) {
      super('trial refused');
    }
  }

  return {
    /** What a creator's page offers its viewer: a trial where the provider keeps a card, once. */
    async offer(creatorUserId: string, viewerId: string | null) {
      return {
        days: membershipTrial.days,
        available: deps.methodSetups !== undefined,
        methods: [...(deps.methodSetups?.methods ?? [])],
        used: viewerId ? await repository.hadTrial(db, creatorUserId, { supporterUserId: viewerId }) : false,
      };
    },

    /**
     * Asks the provider to keep a card for a trial of `tier`: its page's address, and the trial's reference.
     * Nothing runs nor is charged until the card is kept and `start` is asked.
     */
    async ask(input: {
      tier: TierRow;
      creator: { id: string; pageUrl: string; pageName: string };
      supporterUserId: string;
      months: MembershipPeriod;
      current: MembershipRow | null;
      successUrl?: string;
      failureUrl?: string;
    }) {
      const { tier, creator, supporterUserId } = input;
      if (!tier.offersTrial) throw fieldError('trial', say('trialNotOffered'));
      const setups = deps.methodSetups;
      if (!setups) throw fieldError('trial', say('trialNeedsCard'));
      if (input.current && statusOf(input.current, now()) !== 'lapsed') {
        throw fieldError('trial', say('trialForNewMembers'));
      }
      if (await repository.hadTrial(db, creator.id, { supporterUserId })) {
        throw new AppError('conflict', say('trialAlreadyHad'));
      }
      const reference = `TRL-${readableCode(12)}`;
      const page = `${publicUrl}/${creator.pageUrl}/membership`;
      const successUrl = returnUrl(
        'success_redirect_url',
        input.successUrl,
        `${page}?membership=trial`,
        reference,
      );
      const failureUrl = returnUrl(
        'failure_redirect_url',
        input.failureUrl,
        `${page}?membership=cancelled`,
        reference,
      );
      const trial = await db.transaction((tx) =>
        repository.insertTrial(tx, {
          reference,
          creatorUserId: creator.id,
          supporterUserId,
          tierId: tier.id,
          months: input.months,
        }),
      );
      let setup;
      try {
        setup = await setups.createSetup({
          reference,
          description: `${membershipTrial.days}-day free trial of ${tier.name}, ${creator.pageName} on PIXEL`,
          successUrl,
          failureUrl,
        });
      } catch {
        throw new AppError('unavailable', say('providerUnavailable'));
      }
      await repository.setTrialSetup(trial.id, setup.setupId);
      return { link_url: setup.url, reference };
    },

    /**
     * Starts the trial whose card the provider kept: a membership from now to the trial's end, renewing by
     * itself on that card. Answers its id; the same again for a trial already started. A person or a card
     * that had a trial of this creator is refused (409), and the trial is marked so.
     */
    async start(supporterUserId: string, reference: string) {
      const trial = await repository.trialByReference(db, reference);
      if (!trial || trial.supporterUserId !== supporterUserId) {
        throw new AppError('not_found', say('trialNotFound'));
      }
      if (trial.status === 'started') return trial.membershipId!;
      const setups = deps.methodSetups;
      if (!setups || !trial.setupId) throw new AppError('not_found', say('trialNotFound'));
      let setup;
      try {
        setup = await setups.fetchSetup(trial.setupId);
      } catch {
        throw new AppError('unavailable', say('providerUnavailable'));
      }
      if (setup?.status !== 'kept' || !setup.method) {
        throw new AppError('conflict', say('trialCardNotKept'));
      }
      const method = setup.method;
      try {
        return await db
          .transaction(async (tx) => {
            const locked = (await repository.trialByReference(tx, reference, true))!;
            if (locked.status === 'started') return locked.membershipId!;
            const refuse = async (said: Said) => {
              await repository.markTrial(tx, locked.id, {
                status: 'refused',
                methodFingerprint: method.fingerprint,
              });
              return new Refused(said);
            };
            const creatorUserId = locked.creatorUserId;
            if (await repository.hadTrial(tx, creatorUserId, { supporterUserId })) {
              return refuse(say('trialAlreadyHad'));
            }
            if (await repository.hadTrial(tx, creatorUserId, { fingerprint: method.fingerprint })) {
              return refuse(say('trialMethodUsed'));
            }
            const tier = await repository.findTier(tx, locked.tierId);
            if (!tier || tier.status !== 'visible' || !tier.offersTrial)
              return refuse(say('trialNotOffered'));
            const current = await repository.membershipOf(tx, creatorUserId, supporterUserId, true);
            const at = now();
            if (current && statusOf(current, at) !== 'lapsed') return refuse(say('trialForNewMembers'));
            const endsAt = new Date(at.getTime() + membershipTrial.days * DAY_MS);
            const values = {
              tierId: tier.id,
              months: locked.months,
              periodStart: at,
              endsAt,
              trialEndsAt: endsAt,
              trialRemindedFor: null,
              graceEndsAt: null,
              autoRenew: true,
              method: method.type,
              recurringToken: method.recurringToken,
              cancelledAt: null,
              nextTierId: null,
              status: 'active' as const,
              lapsedAt: null,
              renewalAskedFor: null,
              remindedWeekFor: null,
              remindedDayFor: null,
            };
            const membership = current
              ? await repository.updateMembership(tx, current.id, values)
              : await repository.insertMembership(tx, {
                  creatorUserId,
                  supporterUserId,
                  startedAt: at,
                  ...values,
                });
            await repository.markTrial(tx, locked.id, {
              status: 'started',
              methodFingerprint: method.fingerprint,
              membershipId: membership.id,
              startedAt: at,
            });
            return membership.id;
          })
          .then((outcome) => {
            if (outcome instanceof Refused) throw new AppError('conflict', outcome.said);
            return outcome;
          });
      } catch (err) {
        // the same person or card, started at the same moment elsewhere
        if (
          isUniqueViolation(err, 'membership_trials_person_unique') ||
          isUniqueViolation(err, 'membership_trials_method_unique')
        ) {
          throw new AppError('conflict', say('trialAlreadyHad'));
        }
        if (isUniqueViolation(err, 'memberships_creator_supporter_unique')) {
          throw new AppError('conflict', say('trialForNewMembers'));
        }
        throw err;
      }
    },
  };
}

export type MembershipTrials = ReturnType<typeof createMembershipTrials>;
