import type { FastifyInstance } from 'fastify';
import { formatCentavos, walletCalls, walletSchemas, type Language, type Transaction } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import type { statementLines } from '../../db/schema/index.ts';
import { AppError, say } from '../../lib/errors.ts';
import { localiseTransaction, transactionSearchAlso } from '../../lib/i18n.ts';
import { pageMeta } from '../../lib/pagination.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { balancesOf } from '../../ledger/ledger.ts';
import { requestLanguage } from '../../plugins/languages.ts';
import type { WalletRepository } from './wallet.repository.ts';

/** A ledger line for its owner; its description (stored in English) in the reader's `language`. */
function presentLine(
  line: typeof statementLines.$inferSelect & { giftSource: string | null },
  language: Language,
): Transaction {
  return {
    transaction_no: line.transactionNo,
    date: line.createdAt.toISOString(),
    description: localiseTransaction(line.description, language),
    reference: line.reference,
    type: line.type,
    status: line.status,
    total_amount: formatCentavos(line.totalAmount),
    from_stream: line.giftSource === 'stream',
    from_standee: line.giftSource === 'qr-standee',
    from_website: line.giftSource === 'embed',
  };
}

export async function walletRoutes(
  app: FastifyInstance,
  options: { db: Db; now: () => Date; repository: WalletRepository },
) {
  const { now } = options;
  const { db, repository } = options;

  registerRoutes(app, walletCalls, walletSchemas, {
    balance: async (request) => {
      const balance = await balancesOf(db, request.user!.id);
      return {
        data: [
          {
            currency: 'PHP' as const,
            // below zero while a refund took more than the balance (decision 0099)
            amount: formatCentavos(balance.available + balance.owed),
            pending_amount: formatCentavos(balance.pending),
          },
        ],
      };
    },
    earnings: async (request) => {
      const { period } = request.query;
      const { points, topSupporters } = await repository.earnings({ userId: request.user!.id, period });
      const sum = (key: 'gifts' | 'purchases' | 'memberships') =>
        points.reduce((total, point) => total + point[key], 0);
      return {
        data: {
          period,
          points: points.map((point) => ({
            date: point.date,
            gifts: formatCentavos(point.gifts),
            purchases: formatCentavos(point.purchases),
            memberships: formatCentavos(point.memberships),
          })),
          total_gifts: formatCentavos(sum('gifts')),
          total_purchases: formatCentavos(sum('purchases')),
          total_memberships: formatCentavos(sum('memberships')),
          top_supporters: topSupporters.map((supporter) => ({
            name: supporter.name,
            total_amount: formatCentavos(supporter.total),
            count: supporter.count,
          })),
        },
      };
    },
    supporters: async (request) => {
      const { page, per_page: perPage } = request.query;
      const { rows, total } = await repository.supporters({ userId: request.user!.id, page, perPage });
      return {
        data: rows.map((row) => ({
          name: row.name,
          person: row.person,
          gifts: row.gifts,
          purchases: row.purchases,
          total_amount: formatCentavos(row.total),
          last_supported_at: row.lastAt.toISOString(),
        })),
        meta: pageMeta({ page, perPage, total }),
      };
    },
    transactions: async (request) => {
      const { search, per_page: perPage, page, transaction_type: type } = request.query;
      const language = requestLanguage(request);
      const { rows, total } = await repository.listLines({
        userId: request.user!.id,
        search,
        // the descriptions are stored in English, and read in the reader's language
        searchAlso: search ? transactionSearchAlso(search, language) : [],
        type,
        page,
        perPage,
      });
      return {
        data: rows.map((line) => presentLine(line, language)),
        meta: pageMeta({ page, perPage, total }),
      };
    },
    transaction: async (request) => {
      const found = await repository.findLine(request.user!.id, request.params.transaction_no);
      // another user's transaction is as unknown as one that does not exist
      if (!found) throw new AppError('not_found', say('transactionNotFound'));
      const { line, payout } = found;
      const unsent = payout?.status === 'pending' && !payout.sent;
      const reviewing = unsent && payout.reviewUntil && payout.reviewUntil.getTime() > now().getTime();
      return {
        data: {
          ...presentLine(line, requestLanguage(request)),
          gross_amount: formatCentavos(line.grossAmount),
          fee_amount: formatCentavos(line.feeAmount),
          balance: line.balance,
          supporter_name: line.counterpartyName,
          supporter_message: line.message,
          payout_waiting:
            unsent && payout.heldAt
              ? { reason: 'held' as const, until: null }
              : reviewing
                ? { reason: 'review' as const, until: payout.reviewUntil!.toISOString() }
                : null,
        },
      };
    },
  });
}
