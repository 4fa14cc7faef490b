import { ComingSoon } from '@/components/ui/coming-soon';

export function TransactionHistoryPage() {
  return (
    <ComingSoon title="Transaction history">
      Your gifts, purchases and payouts will be listed here with their date, reference, amount and status.
    </ComingSoon>
  );
}
