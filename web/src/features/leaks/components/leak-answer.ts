/**
 * The confidence of a named copy in words. A viewer is named at 6 standard deviations at least (decision
 * 0154), and another viewer's mark reads about 1 by chance: a reading far above the bar, with no other
 * viewer near it, is certain; one nearer the bar, or with a second viewer reading high, is likely (decision
 * 0164).
 */
export const certainSigma = 10;
export const certainRunnerUpAtMost = 4;

export type ConfidenceWord = 'certain' | 'likely';

export function confidenceWord({ sigma, runner_up }: { sigma: number; runner_up: number }): ConfidenceWord {
  return sigma >= certainSigma && runner_up <= certainRunnerUpAtMost ? 'certain' : 'likely';
}

/** JPEG, PNG or WebP: what the lookup reads (decision 0154). */
export const lookupTypes = ['image/jpeg', 'image/png', 'image/webp'];
