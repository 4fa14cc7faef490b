import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { artifactsDir } from './paths.ts';
import { makeServerTemplate } from './server.ts';

/**
 * Screenshots from an earlier run would only mislead: every run starts with an empty e2e/artifacts/. And
 * one server starts on an empty database first, so each file's server starts on a copy of its data.
 */
export default async function setup(project: TestProject) {
  await rm(artifactsDir, { recursive: true, force: true });
  const template = await makeServerTemplate();
  project.provide('serverTemplate', template);
  return async () => {
    await rm(template, { recursive: true, force: true });
  };
}
