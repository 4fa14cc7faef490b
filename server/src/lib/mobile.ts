/** '9171234567' -> '+63 9** *** 4567': enough for a person to recognise their own number. */
export const maskMobile = (mobile: string) => `+63 ${mobile.slice(0, 1)}** *** ${mobile.slice(-4)}`;

/** An account number as people other than its owner see it: all but its last 4 digits hidden. */
export function maskAccountNumber(value: string) {
  const digits = value.replace(/\s/g, '');
  if (digits.length <= 4) return '*'.repeat(digits.length);
  return `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
}
