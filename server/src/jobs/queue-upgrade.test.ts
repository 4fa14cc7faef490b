import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { freshDatabase } from '../test/test-app.ts';
import { createJobQueue, type JobData, queueDefinitions } from './queue.ts';

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('a database whose job queue pg-boss 10 made (decision 0075)', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase();
    // the queue as pg-boss 10 left it: schema version 24, a mail still to send, a removal waiting for its
    // retry, a text already sent
    const statements = `
      drop schema if exists pgboss cascade;
      create schema pgboss;
      create table pgboss.version (version int primary key);
      insert into pgboss.version values (24);
      create type pgboss.job_state as enum ('created', 'retry', 'active', 'completed', 'cancelled', 'failed');
      create table pgboss.job (
        id uuid primary key default gen_random_uuid(), name text not null, data jsonb,
        state pgboss.job_state not null default 'created', start_after timestamptz not null default now(),
        singleton_key text
      );
      insert into pgboss.job (name, data, state) values
        ('send-mail', '{"to":"ana@example.com","subject":"Your code","text":"123456"}', 'created'),
        ('remove-files', '{"files":[{"key":"a.jpg","area":"photos"}]}', 'retry'),
        ('send-sms', '{"to":"+639171234567","text":"sent"}', 'completed')`;
    for (const statement of statements.split(';')) await database.db.execute(sql.raw(statement));
  });
  afterAll(() => database?.close());

  const open = async () => {
    const jobs = createJobQueue({
      target: database.queueTarget,
      db: database.db,
      log: quiet,
      background: false,
    });
    await jobs.start();
    return jobs;
  };

  it('starts on pg-boss 12 and still does the jobs that were waiting, and only those', async () => {
    const jobs = await open();
    const mails: JobData['send-mail'][] = [];
    const removals: JobData['remove-files'][] = [];
    jobs.handle('send-mail', async (data) => mails.push(data));
    jobs.handle('remove-files', async (data) => removals.push(data));
    jobs.handle('send-sms', async () => expect.unreachable('a text that was sent is not sent again'));
    expect(await jobs.drain('send-mail')).toBe(1);
    expect(await jobs.drain('remove-files')).toBe(1);
    expect(await jobs.drain('send-sms')).toBe(0);
    expect(mails).toEqual([{ to: 'ana@example.com', subject: 'Your code', text: '123456' }]);
    expect(removals).toEqual([{ files: [{ key: 'a.jpg', area: 'photos' }] }]);
    await jobs.stop();

    const left = (await database.db.execute(
      sql`select to_regclass('pgboss_v10.job') as old, to_regclass('pgboss.job') as current`,
    )) as unknown as { rows: { old: string | null; current: string | null }[] };
    expect(left.rows[0]).toEqual({ old: null, current: 'pgboss.job' });
  });

  it('starts again without carrying anything twice', async () => {
    const jobs = await open();
    jobs.handle('send-mail', async () => expect.unreachable('nothing is left to send'));
    expect(await jobs.drain('send-mail')).toBe(0);
    await jobs.stop();
  });

  it('gives a queue made with earlier settings those of its definition now', async () => {
    // as a release before heartbeats left the data exports' queue
    await database.db.execute(
      sql`update pgboss.queue set heartbeat_seconds = null, retry_delay = 60 where name = 'build-data-export'`,
    );
    const jobs = await open();
    await jobs.stop();
    const [queue] = (
      (await database.db.execute(
        sql`select heartbeat_seconds, retry_delay from pgboss.queue where name = 'build-data-export'`,
      )) as unknown as { rows: { heartbeat_seconds: number | null; retry_delay: number }[] }
    ).rows;
    expect(queue).toEqual({
      heartbeat_seconds: queueDefinitions['build-data-export'].heartbeatSeconds,
      retry_delay: queueDefinitions['build-data-export'].retryDelay,
    });
  });
});
