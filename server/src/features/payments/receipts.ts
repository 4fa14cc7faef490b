import { formatCentavos, type Language } from '@pixel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { catalogues, translator } from '../../lib/i18n.ts';
import { manilaTime } from '../../lib/manila.ts';
import type { TFunction } from 'i18next';
import type { PaymentKind } from './payments.types.ts';
import type { RefundRow } from './refunds.repository.ts';

/** ₱1,095.00 */
export const pesos = (centavos: number) =>
  `₱${formatCentavos(centavos).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/**
 * The receipt mails of these paid payments, for their signed-in payers; `note` is what a payment's kind adds
 * to its receipt (a membership's links, decision 0150).
 */
export async function receiptsFor(
  db: Db,
  paymentIds: string[],
  note?: (payment: { id: string; kind: PaymentKind }, t: TFunction) => Promise<string | null>,
) {
  if (!paymentIds.length) return [];
  const ids = sql.join(
    paymentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{
    id: string;
    reference: string;
    kind: string;
    amount: string;
    paid_at: Date | string;
    email: string | null;
    payer_name: string;
    payer_language: Language | null;
    creator_name: string;
  }>(
    await db.execute(sql`
      select p.id, p.reference, p.kind, p.amount::text as amount, p.paid_at,
             payer.email, payer.page_name as payer_name,
             payer.language as payer_language, creator.page_name as creator_name
      from payments p
      join users payer on payer.id = p.payer_user_id
      join users creator on creator.id = p.payee_user_id
      where p.id in (${ids}) and p.status = 'paid' and payer.email is not null`),
  );
  const mails = rows.map(async (row) => {
    // in the payer's language (decision 0110)
    const t = translator(row.payer_language ?? 'en');
    const amount = pesos(Number(row.amount));
    const kinds = catalogues.en.mail.receipt.what;
    const added = (await note?.({ id: row.id, kind: row.kind as PaymentKind }, t)) ?? '';
    return {
      to: row.email!,
      subject: t('mail.receipt.subject', { amount, creator: row.creator_name }),
      text: `${t('mail.receipt.text', {
        name: row.payer_name,
        creator: row.creator_name,
        what: Object.hasOwn(kinds, row.kind)
          ? t(`mail.receipt.what.${row.kind as keyof typeof kinds}`)
          : row.kind,
        amount,
        reference: row.reference,
        at: manilaTime(new Date(row.paid_at)),
      })}${added}`,
    };
  });
  return Promise.all(mails);
}

/** The mail that tells a payer their payment is back with them: a repeat payment, or another amount. */
export function refundMail(notice: {
  reference: string;
  amount: string;
  reason: RefundRow['reason'];
  email: string;
  payer_name: string | null;
  payer_language: Language | null;
  creator_name: string;
}) {
  // in the payer's language (decision 0110)
  const t = translator(notice.payer_language ?? 'en');
  const amount = pesos(Number(notice.amount));
  const creator = notice.creator_name;
  return {
    to: notice.email,
    subject: t('mail.refunded.subject', { amount }),
    text: t('mail.refunded.text', {
      name: notice.payer_name ?? t('mail.refunded.there'),
      why: t(`mail.refunded.why.${notice.reason}`, { creator }),
      after: t(`mail.refunded.after.${notice.reason}`, { creator }),
      amount,
      reference: notice.reference,
    }),
  };
}
