import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { embedLook, type Language } from '@pixel/contract';
import { compressedOnce, sendCopy } from '../../lib/accept-encoding.ts';
import { embedButton } from './embed-button.ts';
import { embedScript } from './embed-script.ts';

/**
 * What other sites load from here: the widget's script and the button image. Kept a day by browsers and
 * shared caches, and served again meanwhile for a week while a fresh copy is fetched; other sites' pages
 * may load them (Cross-Origin-Resource-Policy), where this server's own files are for its pages alone.
 */
function forOtherSites(reply: FastifyReply, type: string) {
  return reply
    .type(type)
    .header('cache-control', 'public, max-age=86400, stale-while-revalidate=604800')
    .header('cross-origin-resource-policy', 'cross-origin');
}

export async function embedsRoutes(app: FastifyInstance) {
  const zod = app.withTypeProvider<ZodTypeProvider>();
  // the same bytes for everyone until the next release: written and compressed once, when first asked for
  let script: ReturnType<typeof compressedOnce> | undefined;

  zod.get('/embed.js', { schema: { hide: true } }, async (request, reply) => {
    script ??= compressedOnce(embedScript());
    forOtherSites(reply, 'text/javascript; charset=utf-8').header('vary', 'accept-encoding');
    return sendCopy(request, reply, script);
  });

  const button =
    (format: 'svg' | 'png') =>
    async (
      request: FastifyRequest<{ Querystring: { color: string; lang?: Language } }>,
      reply: FastifyReply,
    ) => {
      const { color, lang = 'en' } = request.query;
      const image = await embedButton({ format, color, language: lang });
      return forOtherSites(reply, format === 'svg' ? 'image/svg+xml; charset=utf-8' : 'image/png').send(
        image,
      );
    };
  // each colour is drawn when asked for: one address cannot keep the server drawing thousands a minute
  // (a visitor's browser asks once a day, and a shared cache answers for the rest)
  const drawn = () => ({
    schema: { hide: true, querystring: embedLook },
    config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
  });
  zod.get('/embed-button.svg', drawn(), button('svg'));
  zod.get('/embed-button.png', drawn(), button('png'));
}
