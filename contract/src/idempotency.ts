// Plain values, no schemas: the browser's first load uses these (decision 0036).

/**
 * The header that makes a money call safe to repeat: the same key (from the same caller) with the same
 * body gets the first call's answer and moves no money again. The web app sends a fresh random UUID per
 * submitted form and the same one when it retries that submission.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** 1 to 255 visible ASCII characters (no spaces). */
export const idempotencyKeyPattern = /^[\x21-\x7e]{1,255}$/;
