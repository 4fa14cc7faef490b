import { amountParameter } from '@/features/share';

/** What a scan-to-gift code presets when its address names no amount: ₱100, a common quick amount. */
export const defaultScanAmount = 10_000;

/** The preset of a scan-to-gift address (`?amount=100`, in pesos), in centavos: ₱100 when it names none it can use. */
export function scanAmountOf(value: string | null): number {
  if (!value || !/^\d{1,6}(\.\d{1,2})?$/.test(value)) return defaultScanAmount;
  const centavos = Math.round(Number(value) * 100);
  return centavos > 0 ? centavos : defaultScanAmount;
}

/**
 * Where the code on a stream sends a viewer: the creator's page with Support Me open at the amount, the gift
 * marked as given from the stream (`source=stream`).
 */
export function scanLink(origin: string, pageUrl: string, centavos: number): string {
  const link = new URL(`/${encodeURIComponent(pageUrl)}`, origin);
  link.searchParams.set('amount', amountParameter(centavos));
  link.searchParams.set('source', 'stream');
  return link.href;
}
