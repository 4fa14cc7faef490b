import { formatCentavos } from '@pixel/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../ledger/ledger.ts';
import { manilaTime } from '../../lib/manila.ts';

const what: Record<string, string> = {
  gift: 'gift',
  goal_gift: 'gift to a goal',
  purchase: 'purchase',
  membership: 'membership',
};

/** ₱1,095.00 */
export const pesos = (centavos: number) =>
  `₱${formatCentavos(centavos).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

/** The receipt mails of these paid payments, for their signed-in payers. */
export async function receiptsFor(db: Db, paymentIds: string[]) {
  if (!paymentIds.length) return [];
  const ids = sql.join(
    paymentIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const rows = rowsOf<{
    reference: string;
    kind: string;
    amount: string;
    paid_at: Date | string;
    email: string | null;
    payer_name: string;
    creator_name: string;
  }>(
    await db.execute(sql`
      select p.reference, p.kind, p.amount::text as amount, p.paid_at,
             payer.email, payer.page_name as payer_name, creator.page_name as creator_name
      from payments p
      join users payer on payer.id = p.payer_user_id
      join users creator on creator.id = p.payee_user_id
      where p.id in (${ids}) and p.status = 'paid' and payer.email is not null`),
  );
  return rows.map((row) => {
    const paidAt = manilaTime(new Date(row.paid_at));
    return {
      to: row.email!,
      subject: `Your PIXEL receipt: ${pesos(Number(row.amount))} to ${row.creator_name}`,
      text:
        `Hi ${row.payer_name},\n\nThank you for supporting ${row.creator_name}! Here is your receipt.\n\n` +
        `What: ${what[row.kind] ?? row.kind}\nAmount: ${pesos(Number(row.amount))}\nTo: ${row.creator_name}\n` +
        `Reference: ${row.reference}\nPaid: ${paidAt} (Philippine time)\n\n` +
        `You can find all your gifts and purchases under My support in your dashboard.\n`,
    };
  });
}
