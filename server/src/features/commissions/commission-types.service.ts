import {
  type CommissionType,
  type CommissionTypeBody,
  commissionLimits,
  formatCentavos,
} from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError, say } from '../../lib/errors.ts';
import { personSummaryOf } from '../../lib/pagination.ts';
import type { FileRemover } from '../../providers/storage/storage.ts';
import type { BlockCheck } from '../follows/follows.service.ts';
import type { CommissionsRepository, CommissionTypeRow, PersonRow } from './commissions.repository.ts';

export const typeNotFound = () => new AppError('not_found', say('commissionTypeNotFound'));

/**
 * What is paid with a request of `amount`: the type's share when it asks for a down payment (rounded to the
 * centavo, never nothing and never all of it), all of it otherwise.
 */
export function downPaymentOf(amount: number, percent: number | null) {
  if (percent === null) return amount;
  return Math.min(amount - 1, Math.max(1, Math.round((amount * percent) / 100)));
}

/**
 * The commission types creators offer (decision 0165): their editor's calls, and the types as a creator's
 * page shows them, each with the slots a request may still take.
 */
export function createCommissionTypes(deps: {
  db: Db;
  repository: CommissionsRepository;
  blocks: BlockCheck;
  removeFiles: FileRemover;
}) {
  const { db, repository } = deps;

  async function present(rows: CommissionTypeRow[], creator: PersonRow): Promise<CommissionType[]> {
    const taken = await repository.slotsTaken(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      creator: personSummaryOf(creator),
      title: row.title,
      description: row.description,
      price_mode: row.priceMode,
      price: formatCentavos(row.amount),
      max_price: row.maxAmount === null ? null : formatCentavos(row.maxAmount),
      slots: row.slots,
      slots_left: Math.max(0, row.slots - (taken.get(row.id) ?? 0)),
      is_open: row.isOpen,
      down_payment_percent: row.downPaymentPercent,
      created_at: row.createdAt.toISOString(),
    }));
  }

  async function presentOne(row: CommissionTypeRow) {
    const creator = (await repository.person(db, row.creatorUserId))!;
    return (await present([row], creator))[0]!;
  }

  /** A type its creator may change: 404 to anyone else. */
  async function own(userId: string, typeId: string) {
    const row = await repository.type(db, typeId);
    if (!row || row.creatorUserId !== userId) throw typeNotFound();
    return row;
  }

  /** The form's values as the table keeps them; a range's most must be above its least. */
  function valuesOf(body: CommissionTypeBody) {
    if (body.price <= 0) throw fieldError('price', say('productPriceRequired'));
    const maxAmount = body.price_mode === 'range' ? (body.max_price ?? null) : null;
    if (maxAmount !== null && maxAmount <= body.price) {
      throw fieldError('max_price', say('commissionRangeOrder'));
    }
    return {
      title: body.title,
      description: body.description ?? '',
      priceMode: body.price_mode,
      amount: body.price,
      maxAmount,
      slots: body.slots,
      isOpen: body.is_open,
      downPaymentPercent: body.down_payment_percent,
    };
  }

  return {
    presentOne,

    /** A creator's types, open and closed, as their page lists them. */
    async page(pageUrl: string, viewerId: string | null) {
      const creator = await repository.personByPageUrl(pageUrl.toLowerCase());
      if (!creator || creator.status !== 'active' || (await deps.blocks.isBlocked(creator.id, viewerId))) {
        throw new AppError('not_found', say('pageNotFound'));
      }
      return present(await repository.typesOf(creator.id, commissionLimits.typesMax), creator);
    },

    /** One type, as the request form shows it. */
    async view(typeId: string, viewerId: string | null) {
      const row = await repository.type(db, typeId);
      if (!row) throw typeNotFound();
      const creator = await repository.person(db, row.creatorUserId);
      if (!creator) throw typeNotFound();
      if (viewerId !== creator.id) {
        if (creator.status !== 'active' || (await deps.blocks.isBlocked(creator.id, viewerId))) {
          throw typeNotFound();
        }
      }
      return (await present([row], creator))[0]!;
    },

    async mine(userId: string) {
      const creator = (await repository.person(db, userId))!;
      return present(await repository.typesOf(userId, commissionLimits.typesMax), creator);
    },

    async create(userId: string, body: CommissionTypeBody) {
      const values = valuesOf(body);
      if ((await repository.countTypes(userId)) >= commissionLimits.typesMax) {
        throw new AppError('conflict', say('commissionTypesAtMost', { max: commissionLimits.typesMax }));
      }
      return presentOne(await repository.insertType({ ...values, creatorUserId: userId }));
    },

    /** Changes a type; requests made before keep the price and down payment they were made at. */
    async update(userId: string, typeId: string, body: CommissionTypeBody) {
      await own(userId, typeId);
      const values = valuesOf(body);
      const row = await db.transaction(async (tx) => {
        await repository.type(tx, typeId, true);
        return repository.updateType(tx, typeId, values);
      });
      return presentOne(row);
    },

    /** Deletes a type nobody requested; one with requests is closed instead (409 says so). */
    async remove(userId: string, typeId: string) {
      await own(userId, typeId);
      await db.transaction(async (tx) => {
        await repository.type(tx, typeId, true);
        if (await repository.hasRequests(tx, typeId)) {
          throw new AppError('conflict', say('commissionTypeHasRequests'));
        }
        // its checkouts that ended unpaid go with it, and their reference images
        const stray = await repository.referencesOfType(tx, typeId);
        await repository.deleteType(tx, typeId);
        await deps.removeFiles(
          tx,
          stray.map((row) => ({ key: row.storageKey, area: 'private' as const })),
        );
      });
    },
  };
}

export type CommissionTypes = ReturnType<typeof createCommissionTypes>;
