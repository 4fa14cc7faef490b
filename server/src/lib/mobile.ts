/** '9171234567' -> '+63 9** *** 4567': enough for a person to recognise their own number. */
export const maskMobile = (mobile: string) => `+63 ${mobile.slice(0, 1)}** *** ${mobile.slice(-4)}`;
