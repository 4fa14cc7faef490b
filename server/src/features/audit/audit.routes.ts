import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditQuery, auditResponse, errorEnvelope } from '@pixel/contract';
import { staffOnly } from '../../plugins/staff-only.ts';
import type { AuditService } from './audit.service.ts';

// marked as staff-only in the OpenAPI document by the admin tag
const tags = ['admin'];
const errors = {
  401: errorEnvelope,
  403: errorEnvelope,
  404: errorEnvelope,
  422: errorEnvelope,
  429: errorEnvelope,
};

/** The audit trail as staff who may read it see it (decision 0098). */
export async function auditRoutes(app: FastifyInstance, options: { service: AuditService }) {
  const { service } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/admin/audit',
    {
      schema: { tags, querystring: auditQuery, response: { 200: auditResponse, ...errors } },
      onRequest: staffOnly(app, 'read_audit'),
    },
    async (request) =>
      service.list({
        staff: request.query.staff,
        userId: request.query.user_id,
        action: request.query.action,
        page: request.query.page,
      }),
  );
}
