import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shopCalls, shopSchemas } from '@pixel/contract';
import { normalizeIP } from '@fastify/rate-limit';
import { withMultipart } from '../../lib/multipart.ts';
import { requestLanguage } from '../../plugins/languages.ts';
import { registerRoutes } from '../../lib/routes.ts';
import type { Products } from './products.service.ts';
import { receiveProductFile } from './shop-files.ts';
import type { ShopLibrary } from './shop-library.service.ts';
import type { ShopSales } from './shop-sales.service.ts';

// a checkout is costly to serve; a repeat with the same Idempotency-Key gets the first answer
const checkout = { config: { rateLimit: { max: 30, timeWindow: '1 minute' }, idempotent: true } };
const writes = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
// a product's files are checked by their content and may be large: counted per account, an hour's worth
// enough for a few products' files
const uploads = {
  config: {
    rateLimit: {
      max: 60,
      timeWindow: '1 hour',
      keyGenerator: (request: FastifyRequest) =>
        request.user ? `product-file|${request.user.id}` : `product-file|${normalizeIP(request.ip)}`,
    },
  },
};
// a link is read without a session: an address may try a few, never run through many
const byLink = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };

/** A download's name in its header: ASCII for old clients, the full name as RFC 5987 asks. */
const disposition = (name: string) =>
  `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

export async function shopRoutes(
  app: FastifyInstance,
  options: { products: Products; sales: ShopSales; library: ShopLibrary },
) {
  const { products, sales, library } = options;
  const { uploadFile, file, ...rest } = shopCalls;

  // multipart: a product's file, streamed to disk and checked by its content, not by a JSON schema
  await withMultipart(app, (scope) =>
    registerRoutes(scope, { uploadFile }, shopSchemas, {
      uploadFile: {
        handler: async (request, reply) => {
          const userId = request.user!.id;
          // nobody sends 200 MB to a product that is not theirs
          await products.ensureOwn(userId, request.params.id);
          const received = await receiveProductFile(request);
          const data = await products.addFile(userId, request.params.id, received);
          return reply.status(201).send({ data });
        },
        options: uploads,
      },
    }),
  );

  registerRoutes(app, { file }, shopSchemas, {
    file: {
      handler: async (request, reply) => {
        const found = await library.file({
          fileId: request.params.file_id,
          query: request.query,
          viewerId: request.user?.id ?? null,
        });
        return reply
          .header('cache-control', 'private, no-store')
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', disposition(found.name))
          .header('content-length', String(found.size))
          .type(found.contentType)
          .send(found.body);
      },
      options: {
        // a guest's address names no account; one signed for a person is checked against the session
        preHandler: async (request: FastifyRequest) => {
          if ((request.query as { viewer?: string }).viewer !== 'guest') await app.identify(request);
        },
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      },
    },
  });

  registerRoutes(app, rest, shopSchemas, {
    shop: async (request) => ({
      data: await products.shop(request.params.page_url, request.user?.id ?? null),
    }),
    product: async (request) => ({
      data: await products.view(request.params.id, request.user?.id ?? null),
    }),
    buy: {
      handler: async (request) => ({
        data: await sales.buy({
          viewerId: request.user?.id ?? null,
          productId: request.params.id,
          body: request.body,
          language: requestLanguage(request),
        }),
      }),
      options: checkout,
    },
    myProducts: async (request) => ({ data: await products.mine(request.user!.id) }),
    create: {
      handler: async (request, reply) =>
        reply.status(201).send({ data: await products.create(request.user!.id, request.body) }),
      options: writes,
    },
    update: {
      handler: async (request) => ({
        data: await products.update(request.user!.id, request.params.id, request.body),
      }),
      options: writes,
    },
    remove: {
      handler: async (request, reply) => {
        await products.remove(request.user!.id, request.params.id);
        return reply.status(204).send();
      },
      options: writes,
    },
    removeFile: {
      handler: async (request, reply) => {
        await products.removeFile(request.user!.id, request.params.id, request.params.file_id);
        return reply.status(204).send();
      },
      options: writes,
    },
    library: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await library.library(request.user!.id) };
    },
    guest: {
      handler: async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        return { data: await library.guest(request.params.token) };
      },
      options: byLink,
    },
    attach: {
      handler: async (request) => ({ data: await library.attach(request.user!.id, request.params.token) }),
      options: byLink,
    },
    attachByEmail: {
      handler: async (request) => ({ data: await library.attachByEmail(request.user!.id) }),
      options: writes,
    },
  });
}
