import { imageUploadLimits, type LeakLookup, type LeakReport } from '@pixel/contract';
import sharp from 'sharp';
import type { Db, Tx } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { pageMeta } from '../../lib/pagination.ts';
import type { Staff } from '../../plugins/staff-only.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import type { StaffAudit } from '../audit/audit.service.ts';
import type { Notify } from '../notifications/notifications.service.ts';
import { markPattern, readMark, type MarkReading } from './buyer-mark.ts';
import { probeOf, resemblance, SAME_PHOTO } from './fingerprint.ts';
import type { Fingerprints } from './fingerprints.service.ts';
import type { LeakLookupRow, MarksRepository } from './marks.repository.ts';

const ACCEPTED = new Set(['jpeg', 'png', 'webp']);
// how many of the photos most like the copy are read for a mark
const CANDIDATES = 3;
const PER_PAGE = 20;

/**
 * The leak lookup and its reports (decision 0154): a found copy is matched to the creator's photos by their
 * fingerprints, read for a mark against the few it resembles, and answered with the viewer whose copy it
 * is; a creator reports it, and support closes the post to that viewer, suspends them, and closes the report.
 */
export function createLeaks(deps: {
  db: Db;
  repository: MarksRepository;
  storage: Storage;
  /** The photos' fingerprints, made ahead by a job and a few at a lookup (decision 0166). */
  fingerprints: Pick<Fingerprints, 'forLookup'>;
  audit: StaffAudit;
  notify: Notify;
  now: () => Date;
  /** The staff side's suspension of an account (its own audit line, mail and ended sessions). */
  suspend: (staff: Staff, input: { userId: string; reason: string }) => Promise<unknown>;
  /** Whether a person with this id exists. */
  personExists: (userId: string) => Promise<boolean>;
}) {
  const { db, repository, storage, audit, notify, now } = deps;

  /** The found copy checked by its content: a JPEG, PNG or WebP within the upload limits, fully decodable. */
  async function checkedCopy(image: Buffer) {
    let metadata;
    try {
      metadata = await sharp(image, { limitInputPixels: false }).metadata();
    } catch {
      throw fieldError('image', say('imageNotImage'));
    }
    if (!metadata.format || !ACCEPTED.has(metadata.format)) throw fieldError('image', say('imageWrongType'));
    if (!metadata.width || !metadata.height) throw fieldError('image', say('imageNotImage'));
    if (metadata.width * metadata.height * (metadata.pages ?? 1) > imageUploadLimits.maxPixels) {
      throw fieldError('image', say('imageTooManyPixels'));
    }
    try {
      // its first frame, decoded to the end: a truncated or corrupt file is refused here
      const copy = await sharp(image, { limitInputPixels: imageUploadLimits.maxPixels, failOn: 'error' })
        .rotate()
        .removeAlpha()
        .png({ compressionLevel: 1 })
        .toBuffer();
      return { copy, probe: await probeOf(copy) };
    } catch {
      throw fieldError('image', say('imageNotImage'));
    }
  }

  /** A lookup as it is answered; `pending`, the creator's photos it could not compare yet. */
  async function present(row: LeakLookupRow, pending = 0): Promise<LeakLookup> {
    const base = {
      id: row.id,
      outcome: row.outcome,
      photo: null,
      viewer: null,
      confidence: null,
      can_report: false,
      photos_pending: pending,
      created_at: row.createdAt.toISOString(),
    } satisfies LeakLookup;
    if (!row.photoId) return base;
    const photo = await repository.photoPlace(row.photoId);
    const shown = {
      ...base,
      photo: photo
        ? {
            post_id: photo.postId,
            post_type: photo.postKind === 'snap' ? ('image' as const) : ('image_collection' as const),
            position: photo.position,
          }
        : null,
    };
    if (row.outcome !== 'named' || !row.markId) return shown;
    const named = await repository.markWithViewer(row.markId);
    if (!named) return shown;
    const open = named.mark.postId
      ? await repository.openReport(named.mark.postId, named.mark.viewerUserId)
      : null;
    return {
      ...shown,
      viewer: {
        page_url: named.pageUrl,
        page_name: named.pageName,
        access: named.mark.access,
        // a buyer's purchase of the post, or of the shop bundle that opened it to them (decision 0167)
        purchase_id: named.mark.purchaseId ?? named.mark.productPurchaseId,
        first_opened_at: named.mark.createdAt.toISOString(),
      },
      confidence: { sigma: round(row.sigma ?? 0), runner_up: round(row.runnerUp ?? 0) },
      can_report: !open && !row.staffUserId && Boolean(named.mark.postId),
    };
  }

  /** Finds the creator's photo the copy is of and reads its mark; writes the lookup. */
  async function lookup(input: { creatorUserId: string; image: Buffer; staffUserId: string | null }) {
    const { copy, probe } = await checkedCopy(input.image);
    const { photos, pending } = await deps.fingerprints.forLookup(input.creatorUserId);
    const ranked = photos
      .map((photo) => ({ photo, score: resemblance(photo.fingerprint!, probe) }))
      .filter((entry) => entry.score >= SAME_PHOTO)
      .sort((a, b) => b.score - a.score)
      .slice(0, CANDIDATES);
    // the photo most like the copy is the one it is of, unless one a little less like it carries a mark
    // (the same photo posted twice)
    let found: { photoId: string; reading: MarkReading } | null = null;
    for (const { photo } of ranked) {
      const original = await storage.read(photo.originalKey, 'private');
      if (!original) continue;
      const marks = await repository.marksOf(photo.id);
      const reading = await readMark(
        original,
        copy,
        marks.map((mark) => ({ id: mark.id, pattern: markPattern(mark.seed) })),
      );
      if (reading.found) {
        found = { photoId: photo.id, reading };
        break;
      }
      found ??= { photoId: photo.id, reading };
    }
    const reading = found?.reading ?? null;
    const named = reading?.found ? reading : null;
    const row = await repository.insertLookup({
      creatorUserId: input.creatorUserId,
      staffUserId: input.staffUserId,
      outcome: !found ? 'not_yours' : named ? 'named' : 'no_mark',
      photoId: found?.photoId ?? null,
      markId: named?.id ?? null,
      sigma: reading?.sigma ?? null,
      runnerUp: named?.runnerUp ?? null,
    });
    return { row, pending };
  }

  async function reportOf(id: string): Promise<LeakReport> {
    const row = await repository.reportView(id);
    if (!row) throw new AppError('not_found', say('leakReportNotFound'));
    const { report } = row;
    const iso = (at: Date | null) => (at ? at.toISOString() : null);
    return {
      id: report.id,
      lookup_id: report.lookupId,
      status: report.status,
      creator: {
        user_id: report.creatorUserId,
        page_url: row.creator.pageUrl,
        page_name: row.creator.pageName,
      },
      viewer: { user_id: report.viewerUserId, page_url: row.viewer.pageUrl, page_name: row.viewer.pageName },
      post_id: report.postId,
      access: row.access ?? (report.purchaseId ? 'buyer' : null),
      purchase_id: report.purchaseId ?? row.productPurchaseId,
      note: report.note,
      confidence:
        row.sigma === null ? null : { sigma: round(row.sigma), runner_up: round(row.runnerUp ?? 0) },
      access_revoked_at: iso(report.accessRevokedAt),
      suspended_at: iso(report.suspendedAt),
      closed_at: iso(report.closedAt),
      created_at: report.createdAt.toISOString(),
    };
  }

  /** The open report locked in `tx`, or 404 / 409. */
  async function openReportIn(tx: Tx, id: string) {
    const report = await repository.lockReport(tx, id);
    if (!report) throw new AppError('not_found', say('leakReportNotFound'));
    if (report.status !== 'open') throw new AppError('conflict', say('leakReportClosed'));
    return report;
  }

  return {
    /** A creator's lookup of a copy found elsewhere: only their own photos are searched. */
    async lookup(creatorUserId: string, image: Buffer) {
      const { row, pending } = await lookup({ creatorUserId, image, staffUserId: null });
      return present(row, pending);
    },

    /** Support's lookup for a creator; each is written to the audit trail. */
    async staffLookup(staff: Staff, creatorUserId: string, image: Buffer) {
      if (!(await deps.personExists(creatorUserId))) throw new AppError('not_found', say('noSuchPerson'));
      const { row, pending } = await lookup({ creatorUserId, image, staffUserId: staff.userId });
      await audit.record(db, staff, {
        action: 'leak.lookup',
        subjectUserId: creatorUserId,
        after: { lookup_id: row.id, outcome: row.outcome, mark_id: row.markId },
      });
      return present(row, pending);
    },

    /** The creator reports the viewer a lookup of theirs named; one open report per post and viewer. */
    async report(creatorUserId: string, lookupId: string, note: string | undefined) {
      const row = await repository.findLookup(lookupId);
      if (!row || row.creatorUserId !== creatorUserId || row.staffUserId) {
        throw new AppError('not_found', say('leakLookupNotFound'));
      }
      const named =
        row.outcome === 'named' && row.markId ? await repository.markWithViewer(row.markId) : null;
      if (!named || !named.mark.postId) throw new AppError('conflict', say('leakNothingToReport'));
      const report = await repository.insertReport({
        lookupId: row.id,
        creatorUserId,
        viewerUserId: named.mark.viewerUserId,
        postId: named.mark.postId,
        purchaseId: named.mark.purchaseId,
        note: note ?? null,
      });
      if (!report) throw new AppError('conflict', say('leakReportOpen'));
      return reportOf(report.id);
    },

    async staffReports(input: { status: 'open' | 'closed'; page: number }) {
      const { rows, total } = await repository.listReports({ ...input, perPage: PER_PAGE });
      return {
        data: await Promise.all(rows.map((row) => reportOf(row.report.id))),
        meta: pageMeta({ page: input.page, perPage: PER_PAGE, total }),
      };
    },

    /**
     * Closes the post to the viewer the report names. A buyer's purchase stays paid (nothing is refunded)
     * and only no longer opens the post; a member's membership, or a bundle that included the post (decision
     * 0167), stays as it is and no longer opens this one post (decision 0166): the report's revocation is
     * what the access checks ask. None may buy the post again. The change and its audit line are one
     * transaction.
     */
    async revoke(staff: Staff, id: string, reason: string) {
      const at = now();
      const view = await repository.reportView(id);
      await db.transaction(async (tx) => {
        const report = await openReportIn(tx, id);
        if (report.accessRevokedAt) throw new AppError('conflict', say('leakAccessClosed'));
        if (report.purchaseId) {
          if (!(await repository.revokePurchase(tx, report.purchaseId, at))) {
            throw new AppError('conflict', say('leakAccessClosed'));
          }
        } else {
          if (!report.postId) throw new AppError('conflict', say('leakReportPostGone'));
          if (await repository.closedBefore(tx, report.postId, report.viewerUserId)) {
            throw new AppError('conflict', say('leakAccessClosed'));
          }
        }
        await repository.updateReport(tx, id, { accessRevokedAt: at });
        // a bundle's buyer keeps the bundle, paid, and all else it gives: only this post closes (0167)
        const bundle = report.purchaseId ? null : (view?.productPurchaseId ?? null);
        const [opens, closed] = report.purchaseId
          ? (['purchase_opens_post', { purchase_id: report.purchaseId }] as const)
          : bundle
            ? (['bundle_opens_post', { product_purchase_id: bundle }] as const)
            : (['membership_opens_post', { membership_id: view?.membershipId ?? null }] as const);
        await audit.record(tx, staff, {
          action: 'leak_report.revoke',
          subjectUserId: report.viewerUserId,
          reason,
          before: { [opens]: true },
          after: { [opens]: false, ...closed, post_id: report.postId, report_id: id },
        });
      });
      return reportOf(id);
    },

    /** Suspends the named viewer's account through the staff side's own suspension, then notes it. */
    async suspendViewer(staff: Staff, id: string, reason: string) {
      const report = await repository.reportView(id);
      if (!report) throw new AppError('not_found', say('leakReportNotFound'));
      if (report.report.status !== 'open') throw new AppError('conflict', say('leakReportClosed'));
      await deps.suspend(staff, { userId: report.report.viewerUserId, reason });
      await db.transaction(async (tx) => {
        await openReportIn(tx, id);
        await repository.updateReport(tx, id, { suspendedAt: now() });
        await audit.record(tx, staff, {
          action: 'leak_report.suspend',
          subjectUserId: report.report.viewerUserId,
          reason,
          after: { report_id: id },
        });
      });
      return reportOf(id);
    },

    /** Closes the report, audited, and tells the creator in the app. */
    async close(staff: Staff, id: string, reason: string) {
      const at = now();
      await db.transaction(async (tx) => {
        const report = await openReportIn(tx, id);
        await repository.updateReport(tx, id, { status: 'closed', closedAt: at, closedBy: staff.userId });
        await audit.record(tx, staff, {
          action: 'leak_report.close',
          subjectUserId: report.viewerUserId,
          reason,
          before: { status: 'open' },
          after: {
            status: 'closed',
            access_revoked: Boolean(report.accessRevokedAt),
            suspended: Boolean(report.suspendedAt),
          },
        });
        await notify(tx, [
          {
            recipientUserId: report.creatorUserId,
            kind: 'leak_report_answered',
            dedupeKey: `leak-report:${id}`,
            data: {
              access_revoked: report.accessRevokedAt ? 1 : 0,
              suspended: report.suspendedAt ? 1 : 0,
            },
            url: '/dashboard',
          },
        ]);
      });
      return reportOf(id);
    },
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

export type Leaks = ReturnType<typeof createLeaks>;
