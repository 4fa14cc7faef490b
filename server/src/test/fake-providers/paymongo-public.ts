import type { ServerResponse } from 'node:http';
import { type Json, newId, send } from './common.ts';
import { documentedAttributes } from './documented-attributes.ts';
import type { FakePaymongo } from './paymongo-account.ts';
import {
  luhn,
  paymongoAttributes,
  paymongoError,
  paymongoFailure,
  refuseField,
  undocumentedPaymongo,
} from './paymongo-checks.ts';

/** What a browser may ask with the public key: `POST /v1/payment_methods` and an intent's `attach`. */
export function handlePaymongoPublic(
  paymongo: FakePaymongo,
  path: string,
  method: string,
  body: string,
  res: ServerResponse,
) {
  const attach = path.match(/^\/v1\/payment_intents\/([^/]+)\/attach$/);
  if (method !== 'POST' || (path !== '/v1/payment_methods' && !attach)) {
    return send(res, 401, paymongoFailure(401));
  }
  const attributes = paymongoAttributes(body);
  if (attributes === undefined) {
    return send(res, 400, paymongoError('parameter_invalid', 'The request body is not valid JSON.'));
  }
  const undocumented = undocumentedPaymongo(path, method, attributes);
  if (undocumented) {
    return refuseField(res, 'parameter_invalid', undocumented, `${undocumented} is not a valid attribute.`);
  }
  const listed = documentedAttributes.paymongo;
  if (!attach) {
    const types: readonly string[] = listed.paymentMethodTypes;
    if (!types.includes(attributes?.type)) {
      return refuseField(res, 'parameter_invalid', 'type', 'type is not a valid payment method type.');
    }
    const details = (attributes!.details ?? {}) as Json;
    if (attributes!.type === 'card') {
      const checks: [string, boolean][] = [
        ['card_number', typeof details.card_number === 'string' && luhn(details.card_number)],
        [
          'exp_month',
          Number.isInteger(details.exp_month) && details.exp_month >= 1 && details.exp_month <= 12,
        ],
        ['exp_year', Number.isInteger(details.exp_year) && details.exp_year >= 0],
        ['cvc', typeof details.cvc === 'string' && /^\d{3,4}$/.test(details.cvc)],
      ];
      const wrong = checks.find(([, ok]) => !ok)?.[0];
      if (wrong) {
        return refuseField(
          res,
          'parameter_format_invalid',
          `details.${wrong}`,
          `details.${wrong} format is invalid.`,
        );
      }
    }
    const paymentMethod = {
      id: newId('pm_'),
      type: 'payment_method',
      attributes: {
        type: attributes!.type,
        billing: attributes!.billing ?? null,
        details:
          attributes!.type === 'card'
            ? {
                last4: String(details.card_number).slice(-4),
                exp_month: details.exp_month,
                exp_year: details.exp_year,
              }
            : null,
        metadata: attributes!.metadata ?? null,
        livemode: paymongo.livemode,
        created_at: Math.floor(Date.now() / 1000),
      },
    };
    paymongo.paymentMethods.set(paymentMethod.id, {
      resource: paymentMethod,
      cardNumber: attributes!.type === 'card' ? String(details.card_number) : null,
    });
    return send(res, 200, { data: paymentMethod });
  }
  const intent = paymongo.intents.get(attach[1]!);
  if (!intent) return send(res, 404, paymongoError('resource_not_found', 'No such payment_intent.'));
  const given: Json = attributes ?? {};
  if (!intent.attributes.client_key || given.client_key !== intent.attributes.client_key) {
    return refuseField(res, 'parameter_invalid', 'client_key', 'client_key is invalid.');
  }
  const chosen = paymongo.paymentMethods.get(given.payment_method as string);
  if (!chosen) {
    return send(res, 404, paymongoError('resource_not_found', 'No such payment_method.', 'payment_method'));
  }
  const type = chosen.resource.attributes.type as string;
  if (!(intent.attributes.payment_method_allowed as string[]).includes(type)) {
    return refuseField(
      res,
      'parameter_invalid',
      'payment_method',
      `${type} is not allowed for this payment intent.`,
    );
  }
  if (intent.attributes.status !== 'awaiting_payment_method') {
    return send(
      res,
      400,
      paymongoError('resource_failed_state', 'The payment intent cannot be attached to.'),
    );
  }
  const cards = listed.testCards;
  const secure = type !== 'card' || (cards.secure as readonly string[]).includes(chosen.cardNumber!);
  if (secure && typeof given.return_url !== 'string') {
    return refuseField(res, 'parameter_required', 'return_url', 'return_url is required.');
  }
  intent.attributes.payment_method = chosen.resource.id;
  intent.attributes.last_payment_error = null;
  if (secure) {
    // 3-D Secure, or the wallet's own page, then back to `return_url`
    intent.attributes.status = 'awaiting_next_action';
    intent.attributes.next_action = {
      type: 'redirect',
      redirect: {
        url: `https://test-sources.paymongo.com/payment_intents/${intent.id}`,
        return_url: given.return_url,
      },
    };
  } else if ((cards.succeeds as readonly string[]).includes(chosen.cardNumber!)) {
    intent.attributes.status = 'succeeded';
    intent.attributes.next_action = null;
  } else {
    intent.attributes.status = 'awaiting_payment_method';
    intent.attributes.next_action = null;
    intent.attributes.last_payment_error = {
      failed_code: 'generic_decline',
      failed_message: 'The card was declined for an unknown reason.',
    };
  }
  return send(res, 200, { data: intent });
}
