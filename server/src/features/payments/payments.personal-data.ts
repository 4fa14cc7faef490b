import { sql } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerTransactions,
  payments,
  providerCustomers,
  refunds,
  statementLines,
} from '../../db/schema/index.ts';
import { FORMER_MEMBER, type PersonalDataPart } from '../personal-data.ts';

/**
 * The person's payments, paid and received, and the ledger's postings of them. They are financial records
 * and stay (decision 0096): the person's name leaves their descriptions, their page address the addresses
 * the payer was sent back to.
 */
export const paymentsPersonalData: PersonalDataPart = {
  name: 'payments',
  erase: {
    tables: [payments, ledgerTransactions, statementLines],
    async run(tx, { userId: u, pageName: name, pageUrl, anonymousPageUrl }) {
      await tx.execute(sql`
        with refs as (select reference from payments where payee_user_id = ${u} or payer_user_id = ${u})
        update statement_lines set
          description = replace(description, ${name}, ${FORMER_MEMBER}),
          counterparty_name = case when counterparty_name = ${name} then ${FORMER_MEMBER} else counterparty_name end
        where user_id = ${u} or reference in (select reference from refs)`);
      // of a posted transaction only its words may change, and only here: the money stays as posted (0096)
      await tx.execute(sql`select set_config('pixel.erasing', 'on', true)`);
      await tx.execute(sql`
        with refs as (select reference from payments where payee_user_id = ${u} or payer_user_id = ${u})
        update ledger_transactions set description = replace(description, ${name}, ${FORMER_MEMBER})
        where reference in (select reference from refs) and position(${name} in description) > 0`);
      await tx.execute(sql`
        update payments set description = replace(description, ${name}, ${FORMER_MEMBER}), campaign = null,
          success_redirect_url = replace(success_redirect_url, ${`/${pageUrl}`}, ${`/${anonymousPageUrl}`}),
          failure_redirect_url = replace(failure_redirect_url, ${`/${pageUrl}`}, ${`/${anonymousPageUrl}`})
        where payee_user_id = ${u} or payer_user_id = ${u}`);
    },
  },
  notExported: [
    [providerCustomers, "the payer's customer id at the provider that bills memberships (decision 0127)"],
    [refunds, 'money given back: the payments they gave back are in the copy, with their status'],
    [ledgerAccounts, "the ledger's accounts: the transactions part is the person's view of them"],
  ],
  kept: [
    [providerCustomers, "an id of the provider's own record of the payer, no words"],
    [
      refunds,
      "the record of money given back (decision 0096): ids, amounts, and the staff member's note on it",
    ],
    [ledgerAccounts, 'the ledger is only ever added to (decision 0006): ids and balances, no words'],
  ],
};
