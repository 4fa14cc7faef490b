import { randomUUID } from 'node:crypto';
import type { AsyncZippable } from 'fflate';
import { dataExportLimits, type DataExport, type Language } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import type { dataExports } from '../../db/schema/index.ts';
import type { JobQueue } from '../../jobs/queue.ts';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { manilaDateTime } from '../../lib/manila.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { personalDataParts } from '../../personal-data.ts';
import type { ExportFileRow } from '../personal-data.ts';
import { filesPart, partCsv, partJson, readme } from './account-data.parts.ts';
import type { AccountDataRepository } from './account-data.repository.ts';

export const ACCOUNT_DATA_PATH = '/dashboard/settings/data';

const HOUR_MS = 3_600_000;
/**
 * The originals an export carries at most, so a ZIP built in memory stays within a worker's means
 * (decision 0097): well above what most accounts hold; the rest are listed and sent by support.
 */
export const EXPORT_FILE_BYTES = 512 * 1024 * 1024;

type ExportRow = typeof dataExports.$inferSelect;

/** The 429 of a second request within the day, in the usual shape, saying when to ask again. */
function askedToday(nextAt: Date, at: Date) {
  const seconds = Math.max(1, Math.ceil((nextAt.getTime() - at.getTime()) / 1000));
  return new AppError('too_many_requests', say('dataOnceADay', { at: manilaDateTime(nextAt) }), {
    data: { retry_in_seconds: seconds },
  });
}

export interface AccountDataServiceDeps {
  db: Db;
  repository: AccountDataRepository;
  storage: Pick<Storage, 'put' | 'read' | 'remove'>;
  jobs: Pick<JobQueue, 'send'>;
  /** The queued mailer: the ready mail goes out when the export is marked ready. */
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** How many bytes of originals fit in one export; the default outside tests. */
  fileBytes?: number;
}

export function createAccountDataService(deps: AccountDataServiceDeps) {
  const { db, repository, storage, now } = deps;
  const fileBytes = deps.fileBytes ?? EXPORT_FILE_BYTES;
  const downloadPath = (id: string) => `/v1/user/account/export/${id}/download`;

  /** The export as the screen reads it, at `at`. */
  function view(row: ExportRow | null, at: Date): DataExport {
    if (!row) {
      return {
        id: null,
        state: 'none',
        requested_at: null,
        ready_at: null,
        expires_at: null,
        size_bytes: null,
        download_url: null,
        next_request_at: null,
      };
    }
    const nextRequest = new Date(row.createdAt.getTime() + dataExportLimits.requestEveryHours * HOUR_MS);
    const ready = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > at;
    return {
      id: row.id,
      state: row.status === 'building' ? 'building' : ready ? 'ready' : 'expired',
      requested_at: row.createdAt.toISOString(),
      ready_at: row.readyAt?.toISOString() ?? null,
      expires_at: row.expiresAt?.toISOString() ?? null,
      size_bytes: ready ? row.sizeBytes : null,
      download_url: ready ? downloadPath(row.id) : null,
      next_request_at: nextRequest > at ? nextRequest.toISOString() : null,
    };
  }

  /**
   * The ZIP of the account's data: README.txt, each part's JSON and CSV, and the files under files/. Each
   * feature reads its own part (`server/src/personal-data.ts`), one after another: an export is background
   * work and leaves the pool's connections to requests.
   */
  async function buildZip(userId: string, at: Date) {
    const account = await repository.account(userId);
    if (!account) return null;
    // fflate loads with the first export, not at start
    const { strToU8, zip: zipAsync } = await import('fflate');
    const zip: AsyncZippable = {};
    const files: ExportFileRow[] = [];
    let bytes = 0;
    for (const data of personalDataParts) {
      for (const file of (await data.export?.files?.(db, userId)) ?? []) {
        // a file is looked for in both areas: one taken for public use moved there
        const other = file.area === 'public' ? 'private' : 'public';
        const body = (await storage.read(file.key, file.area)) ?? (await storage.read(file.key, other));
        const included = body !== null && bytes + body.length <= fileBytes;
        if (body && included) {
          bytes += body.length;
          // images are compressed already: stored as they are
          zip[file.path] = [body, { level: 0 }];
        }
        files.push({ ...file, included, bytes: body?.length ?? null });
      }
    }
    const parts = [];
    for (const data of personalDataParts) {
      parts.push(...((await data.export?.parts?.({ db, userId, at, files })) ?? []));
    }
    parts.push(filesPart(files));
    for (const p of parts) {
      zip[`${p.name}.json`] = strToU8(partJson(p));
      zip[`${p.name}.csv`] = strToU8(partCsv(p));
    }
    zip['README.txt'] = strToU8(
      readme({
        pageName: account.pageName,
        pageUrl: account.pageUrl,
        at,
        parts,
        filesLeftOut: files.filter((file) => !file.included).length,
      }),
    );
    // compressed on worker threads: the instance's requests go on meanwhile
    const body = await new Promise<Uint8Array>((resolve, reject) =>
      zipAsync(zip, { level: 6, mtime: at }, (error, done) => (error ? reject(error) : resolve(done))),
    );
    return {
      body: Buffer.from(body.buffer, body.byteOffset, body.byteLength),
      email: account.email,
      pageName: account.pageName,
      language: account.language ?? 'en',
    };
  }

  function readyMail(input: { to: string; name: string; expiresAt: Date; language: Language }) {
    const t = translator(input.language);
    return {
      to: input.to,
      subject: t('mail.dataReady.subject'),
      text: t('mail.dataReady.text', {
        name: input.name,
        link: new URL(ACCOUNT_DATA_PATH, deps.publicUrl).toString(),
        until: manilaDateTime(input.expiresAt),
      }),
    };
  }

  return {
    /** The account's latest export (or none). */
    async latest({ userId }: { userId: string }) {
      return view(await repository.latest(userId), now());
    },

    /**
     * Starts an export of the account's data: one a day (decision 0097), so a second request within
     * 24 hours of the last is a 429 that says when to ask again.
     */
    async request({ userId }: { userId: string }) {
      const at = now();
      const row = await db.transaction(async (tx) => {
        await repository.lockAccount(tx, userId);
        const last = await repository.latest(userId, tx);
        const nextAt = last && last.createdAt.getTime() + dataExportLimits.requestEveryHours * HOUR_MS;
        if (nextAt && nextAt > at.getTime()) throw askedToday(new Date(nextAt), at);
        const created = await repository.create(tx, userId, at);
        await deps.jobs.send('build-data-export', { exportId: created.id }, { tx });
        return created;
      });
      return view(row, at);
    },

    /** The ZIP, for its owner while it is ready; a 404 for anyone else, and once it expired. */
    async download({ userId, exportId }: { userId: string | null; exportId: string }) {
      const row = await repository.find(exportId);
      if (!row || !userId || row.userId !== userId) throw new AppError('not_found', say('exportNotFound'));
      if (row.status !== 'ready' || !row.storageKey || !row.expiresAt) {
        throw new AppError('not_found', say('dataStillPreparing'));
      }
      if (row.expiresAt <= now()) {
        throw new AppError('not_found', say('downloadExpired'));
      }
      const body = await storage.read(row.storageKey, 'private');
      if (!body) throw new AppError('not_found', say('downloadExpired'));
      return { body, readyAt: row.readyAt ?? row.createdAt };
    },

    /** The job: builds the ZIP, stores it privately, marks the export ready and mails its owner. */
    async build({ exportId }: { exportId: string }) {
      const row = await repository.find(exportId);
      if (!row || row.status !== 'building') return;
      const built = await buildZip(row.userId, now());
      if (!built) return;
      const key = `exports/${randomUUID()}.zip`;
      await storage.put(key, built.body, 'application/zip', 'private');
      const at = now();
      const expiresAt = new Date(at.getTime() + dataExportLimits.downloadHours * HOUR_MS);
      const marked = await db.transaction(async (tx) => {
        const done = await repository.markReady(tx, {
          id: exportId,
          key,
          size: built.body.length,
          at,
          expiresAt,
        });
        if (done && built.email) {
          await deps.mailer.send(
            readyMail({ to: built.email, name: built.pageName, expiresAt, language: built.language }),
            { tx },
          );
        }
        return done;
      });
      // another run finished first: its file is the one kept
      if (!marked) await storage.remove(key, 'private');
    },

    /** The scheduled job: removes the files of exports whose download time is up. */
    async expire() {
      const at = now();
      let removed = 0;
      for (const row of await repository.expired(at)) {
        if (row.storageKey) await storage.remove(row.storageKey, 'private');
        await repository.markRemoved(row.id, at);
        removed++;
      }
      return removed;
    },
  };
}

export type AccountDataService = ReturnType<typeof createAccountDataService>;
