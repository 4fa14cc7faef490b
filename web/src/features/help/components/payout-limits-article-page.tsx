import { Anchor, Table } from '@mantine/core';
import { supportEmail } from '@pixel/contract';
import { Article } from '@/components/ui/article';
import { formatMoney } from '@/lib/money';
import { useDocumentTitle } from '@/hooks/use-document-title';

const standardCap = formatMoney(5000);
const standardFee = formatMoney(15);

export function PayoutLimitsArticlePage() {
  useDocumentTitle("Why can't I withdraw all my PIXEL earnings?");
  return (
    <Article title="Why can't I withdraw all my PIXEL earnings?" eyebrow="Help · Payouts and fees">
      <p>
        There are two reasons why the amount you can withdraw may be lower than your total earnings: the
        monthly limit on standard bank payouts, and earnings that are still pending.
      </p>

      <h2>Standard bank payouts are capped at {standardCap} per month</h2>
      <p>
        A standard payout sends money to your bank account. Each one costs {standardFee}, and together they
        can add up to at most <strong>{standardCap} per calendar month</strong> (Philippine time). The limit
        resets on the 1st of every month.
      </p>
      <p>
        For example, if you have already withdrawn {formatMoney(4000)} to your bank this month, you can
        withdraw up to {formatMoney(1000)} more by standard payout until the month ends. The Withdraw screen
        shows the amount allowed for withdrawal.
      </p>

      <h2>Direct e-payment payouts are free</h2>
      <p>
        A direct e-payment payout sends money to your linked e-payment account, with <strong>no fee</strong>.
        It is the option we recommend, and the standard payout&apos;s monthly limit does not apply to it.
      </p>

      <Table withTableBorder withColumnBorders my="lg">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Payout option</Table.Th>
            <Table.Th scope="col">Fee</Table.Th>
            <Table.Th scope="col">Monthly limit</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Table.Tr>
            <Table.Td>Direct e-payment (recommended)</Table.Td>
            <Table.Td>FREE</Table.Td>
            <Table.Td>None</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Td>Standard (bank)</Table.Td>
            <Table.Td>{standardFee}</Table.Td>
            <Table.Td>{standardCap}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>

      <h2>Some earnings may still be pending</h2>
      <p>
        Gifts and purchases made on the PIXEL website are added to your available balance at once. Those made
        in the PIXEL mobile app are held as pending balance and become available on the 15th of each month.
        Only the available balance can be withdrawn.
      </p>

      <h2>Still need help?</h2>
      <p>
        Write to us at <Anchor href={`mailto:${supportEmail}`}>{supportEmail}</Anchor> and we will be glad to
        help.
      </p>
    </Article>
  );
}
