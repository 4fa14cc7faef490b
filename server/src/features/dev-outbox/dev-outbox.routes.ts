import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { outboxMessages } from '../../db/schema/index.ts';
import { AppError, say } from '../../lib/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import { isFromThisMachine, isOwnHost } from '../../lib/this-machine.ts';

const LIMIT = 100;

/**
 * The development routes' guard: they answer this machine only, and a page on another site whose name now
 * resolves to this machine (DNS rebinding), which names its own host, is told there is nothing here.
 */
export const thisMachineOnly = (publicUrl: string) => async (request: FastifyRequest) => {
  if (!isFromThisMachine(request) || !isOwnHost(request.headers.host, publicUrl)) {
    throw new AppError('not_found', say('noSuchPage'));
  }
};

/**
 * Development only, and only to this machine: the mails and SMS the app has "sent", so a person or a
 * test can follow a link. Anyone else is told there is nothing here.
 */
export async function devOutboxRoutes(app: FastifyInstance, options: { db: Db; publicUrl: string }) {
  app.addHook('onRequest', thisMachineOnly(options.publicUrl));

  const latest = () =>
    options.db
      .select()
      .from(outboxMessages)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(LIMIT);

  app.get('/dev/outbox.json', async () => ({
    data: (await latest()).map((message) => ({
      id: message.id,
      channel: message.channel,
      to: message.to,
      subject: message.subject,
      body: message.body,
      created_at: message.createdAt.toISOString(),
    })),
  }));

  app.get('/dev/outbox', async (_request, reply) => {
    const linkify = (text: string) =>
      escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    const rows = (await latest())
      .map(
        (m) => `<article><header><strong>${m.channel.toUpperCase()}</strong> to ${escapeHtml(m.to)}
 · <time>${m.createdAt.toISOString()}</time></header>
${m.subject ? `<h2>${escapeHtml(m.subject)}</h2>` : ''}<pre>${linkify(m.body)}</pre></article>`,
      )
      .join('\n');
    reply.type('text/html');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · PIXEL development</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:24px auto;padding:0 16px}
article{border:1px solid #ddd;border-radius:8px;padding:12px 16px;margin:12px 0}
pre{white-space:pre-wrap;font-family:inherit}h2{font-size:17px;margin:8px 0}</style></head>
<body><h1>Outbox</h1><p>Mail and SMS sent by this development server, newest first.</p>
${rows || '<p>Nothing has been sent yet.</p>'}</body></html>`;
  });
}
