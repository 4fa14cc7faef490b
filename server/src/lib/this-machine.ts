import type { FastifyRequest } from 'fastify';

const isLoopbackAddress = (address: string) =>
  /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address) || address === '::1';

/**
 * A request made on this machine: its connection comes from a loopback address and no proxy passed it
 * on. The connection's own address is read, never `request.ip`, which under TRUST_PROXY may be what a
 * client wrote in X-Forwarded-For.
 */
export const isFromThisMachine = (request: Pick<FastifyRequest, 'socket' | 'headers'>) =>
  isLoopbackAddress(request.socket.remoteAddress ?? '') &&
  request.headers['x-forwarded-for'] === undefined &&
  request.headers.forwarded === undefined;

/**
 * A Host header naming this machine (`localhost`, a loopback address) or the app's own public host. A
 * page elsewhere whose name resolves to 127.0.0.1 (DNS rebinding) sends its own name, and is refused.
 */
export function isOwnHost(host: string | undefined, publicUrl: string) {
  if (!host) return false;
  let hostname: string;
  try {
    hostname = new URL(`http://${host}`).hostname;
  } catch {
    return false;
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    isLoopbackAddress(hostname.replace(/^\[(.*)\]$/, '$1')) ||
    hostname === new URL(publicUrl).hostname
  );
}
