import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { artifactsDir } from './paths.ts';
import { makeServerTemplate, startSharedServers } from './server.ts';

/**
 * Screenshots from an earlier run would only mislead: every run starts with an empty e2e/artifacts/. And
 * one server starts on an empty database first, so each file's server starts on a copy of its data; then a
 * server per worker starts on a copy too, shared by the files that need no server of their own (see
 * `useJourney`), one file at a time.
 */
export default async function setup(project: TestProject) {
  await rm(artifactsDir, { recursive: true, force: true });
  const template = await makeServerTemplate();
  const { servers, shared } = await startSharedServers(template, Math.max(1, project.config.maxWorkers));
  project.provide('serverTemplate', template);
  project.provide('sharedServers', shared);
  return async () => {
    try {
      // throws when one exited during the run or does not stop cleanly, as a file's own server does
      const stopped = await Promise.allSettled(servers.map((server) => server.stop()));
      const failed = stopped.find((result) => result.status === 'rejected');
      if (failed) throw failed.reason;
    } finally {
      await rm(template, { recursive: true, force: true });
      await rm(path.dirname(shared[0]!.logFile), { recursive: true, force: true });
    }
  };
}
