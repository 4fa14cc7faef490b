import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a request on someone else's say-so (a creator's webhook, a browser's push service) may never
 * reach: this machine, its networks, and what is not routed.
 */
const nonPublic = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  // `::`, `::1` and the IPv4-compatible form (::a.b.c.d, ::127.0.0.1), which some systems still route
  // to the IPv4 address
  ['::', 96],
  // IPv4 written as IPv6 could hide any of the ranges above: the mapped form (::ffff:a.b.c.d) is
  // checked against them by BlockList itself; the translated form (::ffff:0:a.b.c.d), NAT64 and 6to4
  // are refused whole
  ['::ffff:0:0:0', 96],
  ['64:ff9b::', 96],
  ['2002::', 16],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  nonPublic.addSubnet(network, prefix, 'ipv6');
}

export const isPublicAddress = (address: string) => {
  const family = isIP(address);
  return family !== 0 && !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/** Why an address was not used; the message is what a webhook's delivery log and form show. */
export class AddressRefusedError extends Error {
  constructor(readonly reason: 'unresolvable' | 'private') {
    super(
      reason === 'private'
        ? 'Refused: the address resolves to a private, loopback or link-local address.'
        : 'The host could not be found.',
    );
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/**
 * Where a URL points now. Every address the name resolves to must be public (unless local addresses are
 * allowed, outside production), and the request then goes to the address checked here (`pinnedLookup`), so
 * a name that changes its answer between the check and the connection cannot reach inside.
 */
export async function resolvePublicAddress(
  url: string,
  options: { allowLocal: boolean },
): Promise<ResolvedAddress> {
  const host = new URL(url).hostname.replace(/^\[(.*)\]$/, '$1');
  let addresses: ResolvedAddress[];
  if (isIP(host)) {
    addresses = [{ address: host, family: isIP(host) as 4 | 6 }];
  } else {
    try {
      const found = await lookup(host, { all: true, verbatim: true });
      addresses = found.map((entry) => ({ address: entry.address, family: entry.family as 4 | 6 }));
    } catch {
      throw new AddressRefusedError('unresolvable');
    }
  }
  if (!addresses.length) throw new AddressRefusedError('unresolvable');
  if (!options.allowLocal && !addresses.every((entry) => isPublicAddress(entry.address))) {
    throw new AddressRefusedError('private');
  }
  return addresses[0]!;
}

/** A `lookup` for http(s).request that answers the address checked before, whatever the name says now. */
export const pinnedLookup =
  (address: ResolvedAddress): LookupFunction =>
  (_hostname, options, callback) => {
    if (options.all) callback(null, [address]);
    else callback(null, address.address, address.family);
  };
