import type { FastifyInstance } from 'fastify';
import type { JobHandler, JobName, JobQueue } from '../jobs/queue.ts';

/** How a feature's jobs are done, by the name of the job. */
export type JobHandlers = { [N in JobName]?: JobHandler<N> };

/**
 * What a feature gives the app once it is built (`features/<x>/<x>.module.ts`): its routes, registered
 * in the order of app.ts's list, and how its jobs are done. What other features may ask of it is returned
 * beside these, by name; a module takes what it needs of others as narrow `Pick<>`s.
 */
export interface FeatureModule {
  routes?: (app: FastifyInstance) => Promise<void>;
  jobs?: JobHandlers;
}

/** Registers each module's routes, in the order given, and its jobs' handlers. */
export async function install(
  app: FastifyInstance,
  jobs: Pick<JobQueue, 'handle'>,
  modules: FeatureModule[],
) {
  for (const module of modules) {
    if (module.routes) await app.register(module.routes);
    for (const [name, handler] of Object.entries(module.jobs ?? {}) as [JobName, JobHandler<JobName>][]) {
      jobs.handle(name, handler);
    }
  }
}
