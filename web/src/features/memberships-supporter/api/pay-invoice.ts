import { isRecord } from '@/lib/is-record';

/** PayMongo's public key and API address, as the site's settings give them while subscriptions are on. */
export type PaymongoSettings = { public_key: string; api_url: string };

/** One entry of PayMongo's error body `{ errors: [{ code, detail, source: { pointer, attribute } }] }`. */
export type PaymongoError = { code: string; detail: string; field: string | null };

/** A call PayMongo refused (its `errors`), or could not be reached (no errors). */
export class PaymongoRefusal extends Error {
  readonly errors: PaymongoError[];
  constructor(errors: PaymongoError[]) {
    super(errors[0]?.detail ?? 'PayMongo could not be reached');
    this.name = 'PaymongoRefusal';
    this.errors = errors;
  }
}

export type PaymentChoice =
  | {
      type: 'card';
      cardNumber: string;
      expMonth: string;
      expYear: string;
      cvc: string;
      name: string;
      email: string;
    }
  | { type: 'paymaya'; name: string; email: string };

/** What attaching answered: where the payer goes next. */
export type AttachOutcome =
  | { status: 'succeeded' | 'processing' }
  | { status: 'awaiting_next_action'; redirectUrl: string }
  | { status: 'awaiting_payment_method'; failedCode: string | null };

/**
 * The field an error names: `source.attribute` (`card_number`) in PayMongo's API reference, `source.pointer`
 * (`details.card_number`) in its newer guide; either way its last part.
 */
const fieldOf = (source: unknown) => {
  if (!isRecord(source)) return null;
  const named = typeof source.attribute === 'string' ? source.attribute : source.pointer;
  return typeof named === 'string' ? (named.split('.').at(-1) ?? null) : null;
};

const errorsOf = (json: unknown): PaymongoError[] =>
  isRecord(json) && Array.isArray(json.errors)
    ? json.errors.filter(isRecord).map((error) => ({
        code: String(error.code ?? ''),
        detail: String(error.detail ?? ''),
        field: fieldOf(error.source),
      }))
    : [];

/** A call to PayMongo's API from the browser, with the public key (Basic, the key as the user name). */
async function paymongoPost(settings: PaymongoSettings, path: string, attributes: Record<string, unknown>) {
  let response: Response;
  try {
    response = await fetch(`${settings.api_url}${path}`, {
      method: 'POST',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Basic ${btoa(`${settings.public_key}:`)}`,
      },
      body: JSON.stringify({ data: { attributes } }),
    });
  } catch {
    throw new PaymongoRefusal([]);
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new PaymongoRefusal(errorsOf(json));
  const data = isRecord(json) && isRecord(json.data) ? json.data : null;
  if (!data || !isRecord(data.attributes)) throw new PaymongoRefusal([]);
  return { id: String(data.id), attributes: data.attributes };
}

/** The payment method's attributes, only those PayMongo documents (decision 0127). */
const methodAttributes = (choice: PaymentChoice) => {
  const billing = { name: choice.name.trim(), ...(choice.email.trim() && { email: choice.email.trim() }) };
  return choice.type === 'card'
    ? {
        type: 'card',
        details: {
          card_number: choice.cardNumber.replace(/[\s-]/g, ''),
          exp_month: Number(choice.expMonth),
          exp_year: Number(choice.expYear),
          cvc: choice.cvc.trim(),
        },
        billing,
      }
    : { type: 'paymaya', billing };
};

/**
 * Pays a subscription's first invoice as PayMongo's payment-intent workflow says: the card (or Maya) becomes
 * a payment method made here with the public key, so the card never reaches our server, then is attached to
 * the invoice's payment intent with its `client_key`; `return_url` is where PayMongo sends the payer back
 * after 3-D Secure or Maya.
 */
export async function payInvoice({
  settings,
  paymentIntentId,
  clientKey,
  returnUrl,
  choice,
}: {
  settings: PaymongoSettings;
  paymentIntentId: string;
  clientKey: string;
  returnUrl: string;
  choice: PaymentChoice;
}): Promise<AttachOutcome> {
  // PayMongo's own API (its origin from the site's settings), not a call of ours
  // eslint-disable-next-line no-restricted-syntax
  const method = await paymongoPost(settings, '/v1/payment_methods', methodAttributes(choice));
  const intent = await paymongoPost(
    settings,
    // eslint-disable-next-line no-restricted-syntax
    `/v1/payment_intents/${encodeURIComponent(paymentIntentId)}/attach`,
    { payment_method: method.id, client_key: clientKey, return_url: returnUrl },
  );
  const { status, next_action: next, last_payment_error: lastError } = intent.attributes;
  if (status === 'awaiting_next_action') {
    const url = isRecord(next) && isRecord(next.redirect) ? next.redirect.url : null;
    if (typeof url === 'string') return { status, redirectUrl: url };
  }
  if (status === 'succeeded' || status === 'processing') return { status };
  return {
    status: 'awaiting_payment_method',
    failedCode:
      isRecord(lastError) && typeof lastError.failed_code === 'string' ? lastError.failed_code : null,
  };
}
