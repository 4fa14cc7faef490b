import type { FastifyInstance } from 'fastify';
import { membershipLinksCalls, membershipLinksSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { StayOrGo } from './membership-stay.service.ts';

// the same limit on every change a person makes to their own things
const changes = { config: { rateLimit: { max: 30, timeWindow: '1 minute' } } };
// a link is read and confirmed without a session: an address may try a few, never run through many
const byLink = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
// a renewal's checkout is costly to serve; a repeat with the same Idempotency-Key gets the first answer
const confirmLink = { config: { rateLimit: { max: 20, timeWindow: '1 minute' }, idempotent: true } };

export async function membershipLinksRoutes(app: FastifyInstance, options: { stay: StayOrGo }) {
  const { stay } = options;
  registerRoutes(app, membershipLinksCalls, membershipLinksSchemas, {
    view: {
      handler: async (request, reply) => {
        // what a link does is its reader's alone: no cache keeps it
        reply.header('cache-control', 'private, no-store');
        return { data: await stay.view(request.params.token) };
      },
      options: byLink,
    },
    confirm: {
      handler: async (request) => ({ data: await stay.confirm(request.params.token, request.body ?? {}) }),
      options: confirmLink,
    },
    stayChoices: async (request) => ({
      data: await stay.stayChoices(request.user!.id, request.params.membership_id),
    }),
    pause: {
      handler: async (request) => ({
        data: await stay.pause(request.user!.id, request.params.membership_id, request.body.months),
      }),
      options: changes,
    },
    resume: {
      handler: async (request) => ({
        data: await stay.resume(request.user!.id, request.params.membership_id),
      }),
      options: changes,
    },
    takeRetentionOffer: {
      handler: async (request) => ({
        data: await stay.takeRetentionOffer(request.user!.id, request.params.membership_id),
      }),
      options: changes,
    },
    retentionOffer: async (request) => ({ data: await stay.retentionOffer(request.user!.id) }),
    saveRetentionOffer: {
      handler: async (request) => ({ data: await stay.saveRetentionOffer(request.user!.id, request.body) }),
      options: changes,
    },
  });
}
