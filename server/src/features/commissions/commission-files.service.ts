import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { commissionLimits, imageUploadLimits } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { discard, type ReceivedFile } from '../../lib/received-files.ts';
import {
  type DownloadSigner,
  refusePastDailyLimit,
  type SignedQuery,
  startOfManilaDay,
} from '../../lib/signed-downloads.ts';
import type { FileRemover, Storage } from '../../providers/storage/storage.ts';
import { type CommissionSteps, underWay } from './commission-steps.service.ts';
import type { CommissionsRepository } from './commissions.repository.ts';

const fileNotFound = () => new AppError('not_found', say('productFileNotFound'));
const formats: Record<string, 'jpeg' | 'png' | 'webp' | 'gif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * The files of commissions (decision 0165): a brief's reference images (checked as images by their
 * content, their metadata such as a phone's location left behind, kept private and shown to the supporter
 * and the creator asked), the delivery's files (any type, checked by content where it is an image, a PDF
 * or a ZIP, as a product's are), and their downloads by the supporter through signed addresses, at most
 * 10 a day per file.
 */
export function createCommissionFiles(deps: {
  db: Db;
  repository: CommissionsRepository;
  storage: Pick<Storage, 'putFile' | 'put' | 'read' | 'openRead'>;
  removeFiles: FileRemover;
  signer: DownloadSigner;
  steps: Pick<CommissionSteps, 'lockOwn'>;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, repository, storage, now } = deps;

  return {
    /**
     * Keeps a supporter's reference image: read again, turned upright and written in its own format with
     * nothing of its metadata, under a name of ours, in the private area.
     */
    async addReference(userId: string, received: ReceivedFile) {
      try {
        const format = formats[received.contentType] ?? 'jpeg';
        let body: Buffer;
        try {
          body = await sharp(received.path, {
            limitInputPixels: imageUploadLimits.maxPixels,
            animated: format === 'gif',
          })
            .rotate()
            .toFormat(format)
            .toBuffer();
        } catch {
          throw fieldError(commissionLimits.referenceField, say('commissionReferenceNotImage'));
        }
        const key = `commissions/references/${randomUUID()}.${format === 'jpeg' ? 'jpg' : format}`;
        const contentType = `image/${format}`;
        await storage.put(key, body, contentType, 'private');
        const row = await repository.insertReference({
          supporterUserId: userId,
          storageKey: key,
          contentType,
          size: body.length,
          createdAt: now(),
        });
        return {
          id: row.id,
          url: `${deps.publicUrl}/v1/user/commissions/references/${row.id}`,
          content_type: row.contentType,
          size: row.size,
        };
      } finally {
        await discard(received.path);
      }
    },

    /** A reference image's bytes, for the supporter who uploaded it and the creator of its request. */
    async reference(userId: string, referenceId: string) {
      const row = await repository.reference(referenceId);
      if (!row) throw fileNotFound();
      let allowed = row.supporterUserId === userId;
      if (!allowed && row.requestId) {
        const request = await repository.request(db, row.requestId);
        allowed =
          request?.creatorUserId === userId &&
          request.status !== 'awaiting_payment' &&
          request.status !== 'cancelled';
      }
      if (!allowed) throw fileNotFound();
      const body = await storage.read(row.storageKey, 'private');
      if (!body) throw fileNotFound();
      return { body, contentType: row.contentType };
    },

    /** Stores a delivery's file (already checked by its content) while the request is under way. */
    async addFile(creatorId: string, requestId: string, received: ReceivedFile) {
      try {
        await db.transaction((tx) => deps.steps.lockOwn(tx, creatorId, requestId));
        const files = await repository.filesOf(db, [requestId]);
        if (files.length >= commissionLimits.filesMax) {
          throw fieldError('file', say('productFilesAtMost', { max: commissionLimits.filesMax }));
        }
        const key = `commissions/files/${randomUUID()}.bin`;
        await storage.putFile(key, received.path, received.contentType, 'private');
        const row = await db.transaction(async (tx) => {
          const request = await deps.steps.lockOwn(tx, creatorId, requestId);
          // delivered, declined or refunded while the file was stored: it goes
          if (!underWay.includes(request.status)) {
            await deps.removeFiles(tx, [{ key, area: 'private' }]);
            return null;
          }
          return repository.insertFile(tx, {
            requestId,
            storageKey: key,
            name: received.name,
            contentType: received.contentType,
            size: received.size,
          });
        });
        if (!row) throw new AppError('conflict', say('commissionStepNotNow'));
        return {
          id: row.id,
          name: row.name,
          content_type: row.contentType,
          size: row.size,
          url: null,
          downloads_left: null,
        };
      } finally {
        await discard(received.path);
      }
    },

    /** Ensures a request is the creator's and takes files now, before its upload is read. */
    async ensureTakesFiles(creatorId: string, requestId: string) {
      const request = await db.transaction((tx) => deps.steps.lockOwn(tx, creatorId, requestId));
      if (!underWay.includes(request.status)) throw new AppError('conflict', say('commissionStepNotNow'));
    },

    /** Removes a file from a delivery not delivered yet: what was delivered keeps its files. */
    async removeFile(creatorId: string, requestId: string, fileId: string) {
      await db.transaction(async (tx) => {
        const request = await deps.steps.lockOwn(tx, creatorId, requestId);
        const file = await repository.file(tx, fileId);
        if (!file || file.requestId !== requestId) throw fileNotFound();
        if (!underWay.includes(request.status))
          throw new AppError('conflict', say('commissionFilesDelivered'));
        await repository.deleteFile(tx, fileId);
        await deps.removeFiles(tx, [{ key: file.storageKey, area: 'private' }]);
      });
    },

    /**
     * The bytes behind a delivered file's signed address, for the supporter it was signed for: the address
     * checked, the request still delivered, and the day's downloads counted under the request's lock (429
     * after 10).
     */
    async download(input: {
      fileId: string;
      query: SignedQuery;
      viewerId: string | null;
    }): Promise<{ body: Readable; size: number; name: string; contentType: string }> {
      const { grantId, viewer } = deps.signer.check({
        fileId: input.fileId,
        query: input.query,
        viewerId: input.viewerId,
        at: now(),
      });
      const file = await repository.file(db, input.fileId);
      if (!file || file.requestId !== grantId) throw fileNotFound();
      await db.transaction(async (tx) => {
        const request = await repository.request(tx, grantId, true);
        if (!request || request.status !== 'delivered' || request.supporterUserId !== viewer) {
          throw fileNotFound();
        }
        const at = now();
        const used = await repository.downloadsSince(tx, viewer, [file.id], startOfManilaDay(at));
        refusePastDailyLimit(used.get(file.id) ?? 0, commissionLimits.downloadsPerDay);
        await repository.insertDownload(tx, { fileId: file.id, userId: viewer, createdAt: at });
      });
      const opened = await storage.openRead(file.storageKey, 'private');
      if (!opened) throw fileNotFound();
      return { ...opened, name: file.name, contentType: file.contentType };
    },
  };
}

export type CommissionFiles = ReturnType<typeof createCommissionFiles>;
