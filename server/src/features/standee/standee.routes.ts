import type { FastifyInstance } from 'fastify';
import { formatPesos, standeeCalls, standeeSchemas, standeeSource } from '@pixel/contract';
import { fieldError, say } from '../../lib/errors.ts';
import { mediaKeyOf } from '../../lib/media.ts';
import { registerRoutes } from '../../lib/routes.ts';
import { requestLanguage } from '../../plugins/languages.ts';
import type { Storage } from '../../providers/storage/storage.ts';
import { standeePdf } from './standee-pdf.ts';

// a standee is printed once in a while: a few tries a minute leave room for each size and a changed amount
const downloadLimit = { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } };

/** 15000 -> "150", 15050 -> "150.50": the preset amount as the gift page reads it, as the web's links write it. */
const amountParameter = (centavos: number) => {
  const pesos = Math.floor(centavos / 100);
  const rest = centavos % 100;
  return rest === 0 ? String(pesos) : `${pesos}.${String(rest).padStart(2, '0')}`;
};

/** What a standee's code opens: the creator's page, Support Me at the amount, the gift marked as from the standee. */
function standeeLink(publicUrl: string, pageUrl: string, centavos: number | null) {
  const link = new URL(`/${encodeURIComponent(pageUrl)}`, publicUrl);
  if (centavos !== null) link.searchParams.set('amount', amountParameter(centavos));
  link.searchParams.set('source', standeeSource);
  return link.href;
}

export async function standeeRoutes(
  app: FastifyInstance,
  options: {
    storage: Pick<Storage, 'read'>;
    publicUrl: string;
    limits: { minAmount: number; maxAmount: number };
  },
) {
  const { storage, publicUrl, limits } = options;

  /** The bytes of the user's avatar, when it is one of the files the server keeps; null otherwise. */
  async function avatarOf(avatar: string | null) {
    const key = avatar ? mediaKeyOf(avatar, publicUrl) : null;
    return key ? storage.read(key, 'public') : null;
  }

  registerRoutes(app, standeeCalls, standeeSchemas, {
    // the signed-in creator's printable standee, A6 or A5, its code opening their own page
    pdf: {
      handler: async (request, reply) => {
        const { size, amount } = request.query;
        // a code for an amount the gift form would refuse would only lead to a refusal
        if (amount !== undefined && amount < limits.minAmount)
          throw fieldError('amount', say('giftMinimum', { amount: formatPesos(limits.minAmount) }));
        if (amount !== undefined && amount > limits.maxAmount)
          throw fieldError('amount', say('giftMaximum', { amount: formatPesos(limits.maxAmount) }));
        const user = request.user!;
        const page = new URL(`/${encodeURIComponent(user.pageUrl)}`, publicUrl);
        const pdf = await standeePdf({
          size,
          pageName: user.pageName,
          link: standeeLink(publicUrl, user.pageUrl, amount ?? null),
          pageAddress: `${page.host}${page.pathname}`,
          amount: amount ?? null,
          avatar: await avatarOf(user.avatar),
          language: requestLanguage(request),
        });
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="pixel-standee-${size}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf as unknown as string);
      },
      options: downloadLimit,
    },
  });
}
