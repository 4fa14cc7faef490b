/** True when the database refused a write for breaking a unique index (PostgreSQL code 23505). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current && typeof current === 'object';) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === '23505') {
      if (!constraint) return true;
      return candidate.constraint === constraint || String(candidate.message ?? '').includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}
