import type { FastifyInstance } from 'fastify';
import { speechCalls, speechSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { SpeechService } from './speech.service.ts';

const changes = { config: { rateLimit: { max: 20, timeWindow: '1 minute' } } };
// an overlay asks once per spoken alert; as often as it reads anything else by its address
const reads = { config: { rateLimit: { max: 60, timeWindow: '1 minute' } } };

export async function speechRoutes(
  app: FastifyInstance,
  options: { service: SpeechService; ownerOf: (token: string) => Promise<{ userId: string }> },
) {
  const { service, ownerOf } = options;
  registerRoutes(app, speechCalls, speechSchemas, {
    settings: async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { data: await service.settings(request.user!.id) };
    },
    update: {
      handler: async (request) => {
        const { enabled, min_amount, voice, rate, volume, max_length } = request.body;
        return {
          data: await service.update({
            userId: request.user!.id,
            values: { enabled, minAmount: min_amount, voice, rate, volume, maxLength: max_length },
          }),
        };
      },
      options: changes,
    },
    audio: {
      handler: async (request, reply) => {
        const { userId } = await ownerOf(request.params.token);
        const wav = await service.audio({ userId, giftId: request.params.gift_id });
        // a gift's spoken message never changes once made
        return reply
          .type('audio/wav')
          .header('cache-control', 'private, max-age=31536000, immutable')
          .send(wav as unknown as string);
      },
      options: reads,
    },
    testAudio: {
      handler: async (request, reply) => {
        const { userId } = await ownerOf(request.params.token);
        const wav = await service.testAudio(userId);
        // the creator may change the voice between two tests: asked afresh each time
        return reply
          .type('audio/wav')
          .header('cache-control', 'private, no-cache')
          .send(wav as unknown as string);
      },
      options: reads,
    },
  });
}
