/** The price search keeps digits and dots only (spec §5), as the contract's `pricesQuery` does. */
export const sanitizePriceSearch = (value: string) => value.replace(/[^\d.]/g, '');

/** The price search waits this long after the last keystroke (spec §5). */
export const priceSearchDebounceMs = 500;
