import { type CommissionRequest, commissionLimits, formatCentavos } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { personSummaryOf } from '../../lib/pagination.ts';
import { type DownloadSigner, startOfManilaDay } from '../../lib/signed-downloads.ts';
import type { CommissionRequestRow, CommissionsRepository } from './commissions.repository.ts';

const iso = (at: Date | null) => at?.toISOString() ?? null;

/**
 * Requests as their supporter and their creator see them (decision 0165): the brief with its reference
 * images (addresses read with the viewer's session), the money, the steps' times, and the delivery's files,
 * with short-lived addresses and the downloads left today for the supporter once delivered.
 */
export function createCommissionPresenter(deps: {
  db: Db;
  repository: CommissionsRepository;
  signer: DownloadSigner;
  publicUrl: string;
  now: () => Date;
}) {
  const { db, repository, signer, now } = deps;
  const referenceUrl = (id: string) => `${deps.publicUrl}/v1/user/commissions/references/${id}`;

  return async function present(
    rows: CommissionRequestRow[],
    viewerId: string,
  ): Promise<CommissionRequest[]> {
    if (!rows.length) return [];
    const at = now();
    const ids = rows.map((row) => row.id);
    const [types, people, paid, references, files] = await Promise.all([
      repository.typesByIds([...new Set(rows.map((row) => row.typeId))]),
      repository.people([...new Set(rows.flatMap((row) => [row.creatorUserId, row.supporterUserId]))]),
      repository.paymentsByIds(
        rows.flatMap((row) =>
          row.balancePaymentId ? [row.paymentId, row.balancePaymentId] : [row.paymentId],
        ),
      ),
      repository.referencesOf(ids),
      repository.filesOf(db, ids),
    ]);
    const typeOf = new Map(types.map((row) => [row.id, row]));
    const personOf = new Map(people.map((row) => [row.id, row]));
    const referenceOf = new Map(paid.map((row) => [row.id, row.reference]));
    const delivered = rows.filter((row) => row.status === 'delivered' && row.supporterUserId === viewerId);
    const used = await repository.downloadsSince(
      db,
      viewerId,
      files.filter((file) => delivered.some((row) => row.id === file.requestId)).map((file) => file.id),
      startOfManilaDay(at),
    );
    return rows.map((row): CommissionRequest => {
      const supporterSide = row.supporterUserId === viewerId;
      const downloadable = supporterSide && row.status === 'delivered';
      const ofRequest = files.filter((file) => file.requestId === row.id);
      return {
        id: row.id,
        side: supporterSide ? 'supporter' : 'creator',
        status: row.status,
        type: { id: row.typeId, title: typeOf.get(row.typeId)?.title ?? '' },
        creator: personSummaryOf(personOf.get(row.creatorUserId)!),
        supporter: personSummaryOf(personOf.get(row.supporterUserId)!),
        brief: row.brief,
        amount: formatCentavos(row.amount),
        down_payment: formatCentavos(row.downAmount),
        balance: formatCentavos(row.amount - row.downAmount),
        reference: referenceOf.get(row.paymentId) ?? '',
        balance_reference: row.balancePaymentId ? (referenceOf.get(row.balancePaymentId) ?? null) : null,
        mobile_number: supporterSide ? row.mobile : null,
        references: references
          .filter((reference) => reference.requestId === row.id)
          .map((reference) => ({
            id: reference.id,
            url: referenceUrl(reference.id),
            content_type: reference.contentType,
            size: reference.size,
          })),
        // the supporter sees the delivery once it is delivered; the creator, as they put it together
        files:
          supporterSide && !downloadable
            ? []
            : ofRequest.map((file) => ({
                id: file.id,
                name: file.name,
                content_type: file.contentType,
                size: file.size,
                url: downloadable
                  ? signer.url({ fileId: file.id, grantId: row.id, viewer: viewerId }, at)
                  : null,
                downloads_left: downloadable
                  ? Math.max(0, commissionLimits.downloadsPerDay - (used.get(file.id) ?? 0))
                  : null,
              })),
        answer_due_at: row.status === 'requested' ? iso(row.answerDueAt) : null,
        paid_at: iso(row.paidAt),
        accepted_at: iso(row.acceptedAt),
        started_at: iso(row.startedAt),
        balance_asked_at: iso(row.balanceAskedAt),
        balance_paid_at: iso(row.balancePaidAt),
        delivered_at: iso(row.deliveredAt),
        declined_at: iso(row.declinedAt),
        refunded_at: iso(row.refundedAt),
        created_at: row.createdAt.toISOString(),
      };
    });
  };
}

export type PresentRequests = ReturnType<typeof createCommissionPresenter>;
