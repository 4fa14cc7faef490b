import type * as Http from 'node:http';
import type * as Https from 'node:https';
import { createRequire } from 'node:module';

/**
 * A value made on its first use and then kept: for what an idle process need not hold (decision 0077).
 * An `Intl` formatter made when its module loads maps the locale data and time zones of ICU into every
 * process, a few megabytes of it, whether a request ever formats a date or not.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/**
 * `fetch`, looked up when a request is sent rather than when a provider's client is made: Node.js loads its
 * HTTP client (undici, a megabyte of source and what it compiles to) the first time the global is read, and
 * most processes send nothing to a provider for a long while after they start.
 */
export const lateFetch: typeof fetch = (input, init) => fetch(input, init);

// a name of its own, so that no bundler takes it for the module system's `require`
const requireBuiltin = createRequire(import.meta.url);

/**
 * Node.js's HTTP client modules, loaded as CommonJS modules are: an ESM `import` of `node:http` reads every
 * export to make its namespace, the lazy `WebSocket`, `MessageEvent` and `CloseEvent` among them, and so loads
 * undici at start just as reading `fetch` does. Fastify requires `node:http` itself; only the senders that
 * call out (Web Push, creators' webhooks) need it as a client.
 */
export const httpClients = onFirstUse(() => ({
  http: requireBuiltin('node:http') as typeof Http,
  https: requireBuiltin('node:https') as typeof Https,
}));
