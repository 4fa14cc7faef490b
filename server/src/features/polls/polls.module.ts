import type { Db } from '../../db/client.ts';
import type { FeatureModule } from '../../lib/feature-module.ts';
import type { VisitPage } from '../profiles/profiles.service.ts';
import { createPollsRepository } from './polls.repository.ts';
import { pollsRoutes } from './polls.routes.ts';
import { createPollsService, type PollsOverlay } from './polls.service.ts';

/**
 * Stream polls (issue #65): the creator's polls, their widget by the overlay's address, and the open poll the
 * Support Me form offers. Votes are gifts: the gifts feature checks one with `checkVote` as a gift starts,
 * and `onSettled` (a settlement listener) sends the new totals to the widgets as a vote is paid.
 */
export function pollsModule(deps: { db: Db; overlay: PollsOverlay; visitPage: VisitPage; now: () => Date }) {
  const service = createPollsService({ ...deps, repository: createPollsRepository(deps.db) });
  return {
    routes: async (app) => app.register(pollsRoutes, { service }),
    /** A settlement listener: a paid vote in an open poll moves its totals on the widgets. */
    onSettled: service.onSettled,
    /** Refuses a gift's vote that is not for a choice of the creator's open poll (422 on `poll_choice_id`). */
    checkVote: service.checkVote,
  } satisfies FeatureModule & Record<string, unknown>;
}
