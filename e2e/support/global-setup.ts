import { rm } from 'node:fs/promises';
import { artifactsDir } from './paths.ts';

/** Screenshots from an earlier run would only mislead: start every run with an empty e2e/artifacts/. */
export default async function clearArtifacts() {
  await rm(artifactsDir, { recursive: true, force: true });
}
