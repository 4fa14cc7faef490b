/** The Gifts page, where a paid gift's checkout comes back to. */
export const giftsPagePath = '/dashboard/gifts';

/**
 * Where a gift's checkout sends its giver back to: the Gifts page with `gift=paid` (and the delivery date,
 * to say when it goes out) or `gift=cancelled`; the server adds `reference=<ref>` to both.
 */
export const giftItemRedirectUrls = (deliverOn: string | undefined) => {
  const page = `${window.location.origin}${giftsPagePath}`;
  const paid = new URLSearchParams({ gift: 'paid', ...(deliverOn && { deliver_on: deliverOn }) });
  return {
    success_redirect_url: `${page}?${paid.toString()}`,
    failure_redirect_url: `${page}?gift=cancelled`,
  };
};
