/**
 * The attributes each request may carry, as PayMongo's and Xendit's documents list them
 * (../../../../shared/reference/provider-apis.md §1, §2, §8; decision 0126). The stand-ins refuse any other
 * with the provider's documented error body, so a request the real provider would refuse fails here.
 */
export const documentedAttributes = {
  paymongo: {
    checkoutSession: [
      'line_items',
      'payment_method_types',
      'success_url',
      'cancel_url',
      'reference_number',
      'description',
      'send_email_receipt',
      'show_description',
      'show_line_items',
      'billing',
      'metadata',
    ],
    lineItem: ['name', 'amount', 'currency', 'quantity', 'description', 'images'],
    paymentIntent: [
      'amount',
      'currency',
      'description',
      'statement_descriptor',
      'payment_method_allowed',
      'payment_method_options',
      'capture_type',
      'setup_future_usage',
      'metadata',
    ],
    setupFutureUsage: ['session_type', 'customer_id'],
    attach: ['payment_method', 'client_key', 'return_url'],
    /** A payment method the browser makes with the public key (decision 0127). */
    paymentMethod: ['type', 'details', 'billing', 'metadata'],
    paymentMethodTypes: ['card', 'paymaya', 'gcash', 'grab_pay'],
    cardDetails: ['card_number', 'exp_month', 'exp_year', 'cvc'],
    billing: ['name', 'email', 'phone', 'address'],
    refund: ['amount', 'payment_id', 'reason', 'notes', 'metadata'],
    /** The Subscriptions API (decision 0127): Customer, Plan and Subscription resources. */
    customer: ['first_name', 'last_name', 'email', 'phone', 'default_device', 'metadata'],
    plan: [
      'name',
      'description',
      'amount',
      'currency',
      'interval',
      'interval_count',
      'cycle_count',
      'metadata',
    ],
    planIntervals: ['weekly', 'monthly', 'yearly'],
    // no trial, start or anchor date is documented (decision 0155): `PAYMONGO_TRIAL_START_ATTRIBUTE` is
    // refused here until PayMongo confirms it and it is added to this list
    subscription: ['customer_id', 'plan_id', 'metadata'],
    cancelSubscription: ['cancellation_reason'],
    cancellationReasons: ['too_expensive', 'missing_features', 'switched_service', 'unused', 'other'],
    /**
     * The reasons both of PayMongo's refund documents list: its refund resource adds
     * `requested_by_customer`, its newer Refunds guide does not.
     */
    refundReasons: ['duplicate', 'fraudulent', 'others'],
    /**
     * PayMongo's test cards (its Testing page) for a payment intent: one paid at once, one that asks for
     * 3-D Secure, one declined (`generic_decline`); any other number is declined too.
     */
    testCards: {
      succeeds: ['4343434343434345', '4571736000000075', '5555444444444457', '5455590000000009'],
      secure: ['4120000000000007'],
      declined: ['4230000000000004'],
    },
  },
  xendit: {
    payout: [
      'reference_id',
      'channel_code',
      'channel_properties',
      'amount',
      'currency',
      'description',
      'metadata',
      'receipt_notification',
    ],
    payoutRequired: ['reference_id', 'channel_code', 'channel_properties', 'amount', 'currency'],
    channelProperties: ['account_number', 'account_holder_name', 'account_type'],
  },
} as const;
