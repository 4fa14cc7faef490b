import { timestamp } from 'drizzle-orm/pg-core';

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** `'a', 'b'` for a CHECK constraint's `in (...)` over a fixed list of the schema's own words. */
export const inList = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');
