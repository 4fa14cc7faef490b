/** Digits of a Philippine mobile number after +63. */
const mobileDigits = 10;

/**
 * The mobile number as typed, masked `000 0000 000` (spec §5). A pasted number with its prefix
 * (`+63 912…`, `0912…`) keeps its last 10 digits; typing stops at 10.
 */
export function formatMobileNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  const hasPrefix = digits.length > mobileDigits && (digits.startsWith('63') || digits.startsWith('0'));
  const local = hasPrefix ? digits.slice(-mobileDigits) : digits.slice(0, mobileDigits);
  return [local.slice(0, 3), local.slice(3, 7), local.slice(7)].filter(Boolean).join(' ');
}

/** What is sent: spaces removed, the last 10 digits. */
export const toMobileNumberDigits = (masked: string) => masked.replace(/\D/g, '').slice(-mobileDigits);

/** A stored number (`9171234567`) as shown: `+63 917 1234 567`; anything else as it came. */
export function displayMobileNumber(stored: string | null | undefined): string | null {
  if (!stored) return null;
  const digits = stored.replace(/\D/g, '');
  return digits.length < mobileDigits ? stored : `+63 ${formatMobileNumber(digits.slice(-mobileDigits))}`;
}
