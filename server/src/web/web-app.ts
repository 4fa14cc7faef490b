import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic, { type FastifyStaticOptions } from '@fastify/static';
import { creatorGiftsPageSize, type Language } from '@pixel/contract';
import type { Config } from '../config/config.ts';
import type { AuthService } from '../features/auth/auth.service.ts';
import type { GiftsService } from '../features/gifts/gifts.service.ts';
import { presentVisit, type VisitPageAsSession } from '../features/profiles/profiles.service.ts';
import {
  compressedOnce,
  perRequestBrotli,
  perRequestGzip,
  preferredEncoding,
  sendCopy,
} from '../lib/accept-encoding.ts';
import { AppError, say } from '../lib/errors.ts';
import { chooseLanguage, LANGUAGE_COOKIE } from '../lib/i18n.ts';
import { requestLanguage } from '../plugins/languages.ts';
import { sendKept } from '../plugins/public-cache.ts';
import { creatorPageWriter } from './first-paint.ts';
import { pageMetaOf } from './page-meta.ts';
import {
  dashboardFirstAnswers,
  dashboardHomeWriter,
  isDashboardHome,
  isDashboardPage,
  withDashboardFrame,
} from './dashboard-frame.ts';
import { NUDGE_LATER_COOKIE } from './dashboard-shell.ts';
import { classifyPage, sitePagesRoutes } from './site-pages.ts';
import { SERVER_ROOT } from '../lib/server-root.ts';

/** Addresses that are never a page of the web app: their unknown ones answer in the API's error shape. */
const API_PREFIXES = ['/v1/', '/dev/', '/sandbox/', '/media/', '/assets/', '/static/'];

// files the server itself ships: the reaction icons
const STATIC_DIR = path.join(SERVER_ROOT, 'static');

const HTML = 'text/html; charset=utf-8';

/** A page of a few kilobytes, compressed here: the not-found handler is outside the compression hooks. */
function sendPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.type(HTML).header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    return reply.header('content-encoding', 'br').send(zlib.brotliCompressSync(html, perRequestBrotli));
  }
  if (encoding === 'gzip')
    return reply.header('content-encoding', 'gzip').send(zlib.gzipSync(html, perRequestGzip));
  return reply.send(html);
}

/** A page that is the same for everyone until the next build: compressed once, at start. */
function fixedPage(html: string) {
  const copies = compressedOnce(html);
  return (request: FastifyRequest, reply: FastifyReply) => {
    // the page's language follows the visitor's cookie or browser (decision 0110)
    reply.type(HTML).header('vary', 'accept-encoding, accept-language, cookie');
    return sendCopy(request, reply, copies);
  };
}

/** The page in `language`: `<html lang>` says it, for screen readers, translation and the app's start. */
export const withLanguage = (html: string, language: Language) =>
  language === 'en' ? html : html.replace(/<html lang="en"/i, `<html lang="${language}"`);

/**
 * A fixed page in each language, each compressed once at start. A page the server draws nothing of its own
 * on (or, for the home page, draws its first screen in that language: `filipino`) is chosen by the visitor's cookie (which the app keeps in step with the account) or browser, without
 * reading the session; the app then follows the account's choice.
 */
function fixedPages(html: string, filipino = withLanguage(html, 'fil')) {
  const senders = { en: fixedPage(html), fil: fixedPage(filipino) };
  return (request: FastifyRequest, reply: FastifyReply) => {
    const language = chooseLanguage({
      cookie: request.cookies?.[LANGUAGE_COOKIE],
      acceptLanguage: request.headers['accept-language'],
    });
    return senders[language](request, reply);
  };
}

/**
 * The web app as the server sends it: the server's own static files, the site pages (sitemap, robots),
 * the built app's files, and index.html for every page route so the client router takes over. A creator
 * page is index.html with that creator's title and link-preview tags and its first screen (the profile,
 * the viewer, the Home tab's first gifts), so it draws before any script runs (decisions 0035, 0060); a
 * creator's dashboard comes with its first screen's answers, so it draws without asking (decision 0138).
 */
const isStaffPage = (pathname: string) => /^\/admin(\/|$)/.test(pathname);

export const webApp = fp(
  async (
    app: FastifyInstance,
    options: {
      config: Pick<Config, 'publicUrl' | 'webDistDir' | 'isProduction'>;
      listPublicPages: Parameters<typeof sitePagesRoutes>[1]['listPublicPages'];
      firstPaint: {
        visit: VisitPageAsSession;
        user: AuthService['profile'];
        home: GiftsService['visitWithPage'];
      };
    },
  ) => {
    const { config, firstPaint } = options;
    await app.register(fastifyStatic, {
      root: STATIC_DIR,
      prefix: '/static/',
      decorateReply: false,
      maxAge: '1d',
    });
    await app.register(sitePagesRoutes, {
      publicUrl: config.publicUrl,
      listPublicPages: options.listPublicPages,
    });

    const indexHtml = path.join(config.webDistDir, 'index.html');
    const hasWeb = fs.existsSync(indexHtml);
    // read once: a creator page is index.html with that creator's title and link-preview tags
    const indexSource = hasWeb ? fs.readFileSync(indexHtml, 'utf8') : '';
    const writeCreatorPage = creatorPageWriter(indexSource, { check: !config.isProduction });
    const sendIndex = fixedPages(indexSource);
    // the home page with its first screen drawn in it, in each language, when the build wrote one
    // (decisions 0080, 0110)
    const builtPage = (name: string) => {
      const file = path.join(config.webDistDir, name);
      return hasWeb && fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
    };
    const homeHtml = builtPage('home.html');
    const sendHome = homeHtml ? fixedPages(homeHtml, builtPage('home.fil.html')) : sendIndex;
    // the dashboard's frame is on the screen while its code loads, not a blank page; a creator's dashboard
    // home also brings the answers its first screen asks for (decision 0138)
    const framedDashboard = {
      en: withDashboardFrame(indexSource),
      fil: withLanguage(withDashboardFrame(indexSource, 'fil'), 'fil'),
    };
    const sendDashboard = hasWeb ? fixedPages(framedDashboard.en, framedDashboard.fil) : sendIndex;
    // the build's dashboard.html also preloads the code of the dashboard's first screen
    const dashboardHtml = builtPage('dashboard.html') ?? indexSource;
    const writeDashboardHome = dashboardHomeWriter({
      en: dashboardHtml,
      fil: withLanguage(dashboardHtml, 'fil'),
    });
    if (hasWeb) {
      const assetsDir = path.join(config.webDistDir, 'assets');
      const shared: Partial<FastifyStaticOptions> = {
        index: false,
        cacheControl: false,
        // the build writes a .br and a .gz next to each text asset
        preCompressed: true,
        // built assets carry a content hash in their name, so they never change
        setHeaders: (response, filePath) => {
          const immutable = filePath.startsWith(assetsDir + path.sep);
          response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
          // the same address answers brotli, gzip or plain bytes, by what the browser accepts
          response.setHeader('vary', 'accept-encoding');
        },
      };
      // the hashed assets, hundreds of files, under one route: a route per file held ~5 MB of every
      // process (routes and their contexts, GET and HEAD for each file and its compressed copies)
      await app.register(fastifyStatic, {
        ...shared,
        root: assetsDir,
        prefix: '/assets/',
        decorateReply: false,
      });
      // the few files at the root, a route each: the rest of the root is creator pages
      await app.register(fastifyStatic, {
        ...shared,
        root: config.webDistDir,
        wildcard: false,
        // their compressed copies are sent for them, not addresses of their own
        globIgnore: ['assets/**', '**/*.br', '**/*.gz'],
        // home.html and home.fil.html are the page at /, dashboard.html the dashboard's home, never addresses
        // of their own
        allowedPath: (pathName) => !/^\/(?:home(\.\w+)?|dashboard)\.html$/.test(pathName),
      });
    }

    /**
     * A creator page with its first screen, or null when there is no such creator for this viewer: the
     * page's visit with the viewer's session (and linked account) and, on the Home tab, its first gifts, in
     * one round trip (decision 0115).
     */
    async function creatorPage(
      request: FastifyRequest,
      page: { pageUrl: string; home: boolean; card: boolean },
    ) {
      const first = page.home
        ? await app.identifyWithin(request, (session) =>
            firstPaint.home({ pageUrl: page.pageUrl, session, page: 1, perPage: creatorGiftsPageSize }),
          )
        : {
            visit: await app.identifyWithin(request, (session) => firstPaint.visit(page.pageUrl, session)),
            gifts: undefined,
          };
      if (!first?.visit) return null;
      const viewer = request.user;
      const user = viewer ? await firstPaint.user(viewer, request.linkedAccount) : null;
      const profile = presentVisit(first.visit);
      const { gifts } = first;
      // a post's own page previews as its creator's page until posts have previews of their own
      return writeCreatorPage(
        { profile, user, gifts, language: requestLanguage(request), card: page.card },
        pageMetaOf(profile, config.publicUrl),
      );
    }

    app.setNotFoundHandler(async (request, reply) => {
      app.securityHeaders(request, reply);
      const pathname = request.url.split('?')[0]!;
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
      if (isPage && hasWeb) {
        reply.header('cache-control', 'no-cache');
        const page = classifyPage(pathname);
        if (page.kind === 'creator') {
          // the page carries who looks and what they see: no shared cache may keep it
          reply.header('cache-control', 'private, no-cache');
          // a signed-out visitor's page is the same for every visitor: made and compressed once per change
          if (app.publicCache.serves(request)) {
            // each language's page is kept apart (a fragment never comes in a request's address)
            const language = requestLanguage(request);
            const url = language === 'en' ? request.url : `${request.url}#${language}`;
            const kept = await app.publicCache.answer(page.pageUrl, url, HTML, () =>
              creatorPage(request, page),
            );
            if (kept) return sendKept(request, reply, kept);
          } else {
            const html = await creatorPage(request, page);
            if (html) return sendPage(request, reply, html);
          }
          reply.header('cache-control', 'no-cache');
        }
        // an unknown page, or a creator who does not exist (or blocked the viewer): the app shows Page Not Found
        if (pathname === '/') return sendHome(request, reply);
        if (page.kind !== 'app') reply.status(404);
        else if (isStaffPage(pathname)) {
          // the staff side answers 403 to anyone but staff signed in with a second step (decision 0098);
          // the app draws the screen that says so, with a way to sign in
          await app.identify(request);
          if (!(request.staffRole && request.sessionSecondFactor)) reply.status(403);
          reply.header('cache-control', 'private, no-cache');
        } else if (isDashboardPage(pathname)) {
          const first =
            request.method === 'GET' && isDashboardHome(pathname)
              ? await dashboardFirstAnswers(app, request)
              : null;
          if (first) {
            // the page carries one person's answers: no cache, shared or the browser's, may keep it
            reply.header('cache-control', 'private, no-store');
            const html = writeDashboardHome(requestLanguage(request), first, {
              origin: `${request.protocol}://${request.host}`,
              nudgePutAway: request.cookies[NUDGE_LATER_COOKIE] === first.user.id,
            });
            return sendPage(request, reply, html);
          }
          return sendDashboard(request, reply);
        }
        return sendIndex(request, reply);
      }
      if (isPage) return reply.type('text/plain').send('The web app is not built yet: run `npm run build`.');
      throw new AppError('not_found', say('noRoute', { method: request.method, path: pathname }));
    });
  },
);
