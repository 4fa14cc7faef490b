/** Resolves in a task of its own: the browser may paint and answer taps before the next step. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
