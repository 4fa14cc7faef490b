import type { FastifyInstance } from 'fastify';
import {
  formatCentavos,
  paymentsCalls,
  paymentsSchemas,
  webhookCalls,
  webhookSchemas,
  type PersonSummary,
} from '@pixel/contract';
import { AppError, say } from '../../lib/errors.ts';
import { translator } from '../../lib/i18n.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { requestLanguage } from '../../plugins/languages.ts';
import { webhookRoute } from '../../lib/webhook-route.ts';
import type { PaymentsService } from './payments.service.ts';

/** How the Gift Sent screen learns about a payment: its state and the creator it went to. */
export interface PaymentView {
  creator(payeeUserId: string): Promise<PersonSummary | null>;
  /** An active creator by page address, for the fee preview. */
  creatorByPageUrl(pageUrl: string): Promise<{ page_name: string } | null>;
}

/** ₱1,095.00 */
const pesos = (centavos: number) => `₱${formatCentavos(centavos).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

export async function paymentsRoutes(
  app: FastifyInstance,
  options: { service: PaymentsService; providerName: string; view: PaymentView },
) {
  const { service, providerName, view } = options;

  // the provider's callback: its body is read as the exact text its signature covers
  await webhookRoute(app, {
    call: webhookCalls.payments,
    schemas: webhookSchemas.payments,
    providerName,
    bodyLimit: 256 * 1024,
    receive: service.receiveWebhook,
    answer: (result) => ({ duplicate: result.duplicate }),
  });

  registerRoutes(app, paymentsCalls, paymentsSchemas, {
    // public: a supporter sees what the creator receives before paying
    feePreview: {
      handler: async (request) => {
        const creator = await view.creatorByPageUrl(request.query.page_url);
        if (!creator) throw new AppError('not_found', say('pageNotFound'));
        const preview = service.previewFee({ kind: request.query.kind, amount: request.query.amount });
        return {
          data: {
            amount: formatCentavos(preview.amount),
            fee_amount: formatCentavos(preview.fee),
            creator_receives: formatCentavos(preview.net),
            message: translator(requestLanguage(request))('payments.creatorReceives', {
              name: creator.page_name,
              amount: pesos(preview.net),
            }),
          },
        };
      },
      options: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    },
    status: {
      handler: async (request) => {
        const payment = await service.refresh(request.params.reference);
        if (!payment || payment.kind === 'purchase') throw new AppError('not_found', say('paymentNotFound'));
        const creator = await view.creator(payment.payeeUserId);
        if (!creator) throw new AppError('not_found', say('paymentNotFound'));
        const givenBack = await service.givenBack(payment);
        const t = translator(requestLanguage(request));
        if (givenBack) {
          // paid, but not to the creator: the supporter is told it goes back, and thanked for nothing
          const why = givenBack.reason === 'duplicate' ? 'duplicate' : 'others';
          return {
            data: {
              reference: payment.reference,
              status: 'refunded' as const,
              kind: payment.kind,
              amount: formatCentavos(payment.amount),
              creator,
              beneficiary_message: {
                title: t('payments.returned.title'),
                message: t(`payments.returned.${why}`, {
                  paid: pesos(givenBack.amount),
                  amount: pesos(payment.amount),
                  name: creator.page_name,
                }),
              },
            },
          };
        }
        return {
          data: {
            reference: payment.reference,
            status: payment.status,
            kind: payment.kind,
            amount: formatCentavos(payment.amount),
            creator,
            beneficiary_message:
              payment.status === 'paid'
                ? {
                    title: t('payments.thanks.title'),
                    message:
                      (await service.thanks(payment, creator.page_name, t)) ??
                      t('payments.thanks.gift', { name: creator.page_name }),
                  }
                : { title: t('payments.confirming.title'), message: t('payments.confirming.text') },
          },
        };
      },
      options: { config: { rateLimit: { max: 120, timeWindow: '1 minute' } } },
    },
  });
}
