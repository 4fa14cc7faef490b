import type { FastifyInstance } from 'fastify';
import { auditCalls, auditSchemas } from '@pixel/contract';
import { registerRoutes } from '../../lib/routes.ts';
import type { AuditService } from './audit.service.ts';

/** The audit trail as staff who may read it see it (decision 0098). */
export async function auditRoutes(app: FastifyInstance, options: { service: AuditService }) {
  const { service } = options;

  registerRoutes(app, auditCalls, auditSchemas, {
    list: async (request) =>
      service.list({
        staff: request.query.staff,
        userId: request.query.user_id,
        action: request.query.action,
        page: request.query.page,
      }),
  });
}
