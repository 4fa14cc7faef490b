import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** screenshots and notes of failed journeys (gitignored) */
export const artifactsDir = path.join(repoRoot, 'e2e/artifacts');
