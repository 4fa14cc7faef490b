import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { errorEnvelope, pageUrlField, publicProfileResponse } from '@pixel/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';

/** The public side of a creator: what anyone sees at /{page_url}. */
export async function profilesRoutes(app: FastifyInstance, options: { db: Db }) {
  const { db } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/profile/:page_url',
    {
      schema: {
        tags: ['profiles'],
        params: z.object({ page_url: pageUrlField }),
        response: { 200: publicProfileResponse, 404: errorEnvelope, 422: errorEnvelope },
      },
      preHandler: app.identify,
    },
    async (request) => {
      const [user] = await db.select().from(users).where(eq(users.pageUrl, request.params.page_url)).limit(1);
      // a deactivated or unverified account has no public page
      if (!user || user.status !== 'active') throw new AppError('not_found', 'Page not found.');
      return {
        data: {
          page_url: user.pageUrl,
          page_name: user.pageName,
          bio: user.bio,
          avatar: user.avatar,
          avatar_variants: { WH100: user.avatar },
          cover_photo: user.coverPhoto,
          donation_count: user.donationCount,
          // follows arrive with the social layer; until then nobody follows anybody
          follower_count: 0,
          is_following: false,
          is_owner: request.user?.id === user.id,
        },
      };
    },
  );
}
