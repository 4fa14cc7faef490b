import type { FastifyInstance, FastifyRequest } from 'fastify';
import { staffMay, type StaffPermission, type StaffRole } from '@pixel/contract';
import { AppError, say } from '../lib/errors.ts';

/** The staff member acting: who they are, as the audit trail names them. */
export interface Staff {
  userId: string;
  email: string;
  role: StaffRole;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The staff member making the request, once `staffOnly` let it through. */
    staff: Staff | null;
  }
}

/**
 * onRequest of every staff call: a signed-in staff member whose session took a second step (decision
 * 0098), with a role that may do `permission`. Anyone else is refused with 403 before the request is
 * read, whatever it holds. A `hidden` call (a person's ID photo, their tax certificate) answers anyone
 * else 404 instead, visitors included: its address says nothing, not even that there is something there.
 */
export function staffOnly(
  app: FastifyInstance,
  permission?: StaffPermission,
  options: { hidden?: boolean } = {},
) {
  const check = async (request: FastifyRequest) => {
    await app.authenticate(request);
    const role = request.staffRole;
    if (!role) throw new AppError('forbidden', say('staffOnlyPage'));
    if (!request.sessionSecondFactor) {
      throw new AppError('forbidden', say('staffSecondStep'), { data: { second_factor_required: true } });
    }
    if (permission && !staffMay(role, permission)) {
      throw new AppError('forbidden', say('staffRoleNotAllowed'));
    }
    request.staff = { userId: request.user!.id, email: request.user!.email ?? '', role };
  };
  if (!options.hidden) return check;
  return async (request: FastifyRequest) => {
    await check(request).catch((error: unknown) => {
      if (error instanceof AppError) throw new AppError('not_found', say('noSuchFile'));
      throw error;
    });
  };
}
