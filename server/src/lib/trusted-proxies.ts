import { BlockList, isIP } from 'node:net';

/**
 * Where a proxy of the installation can connect from: loopback, the private and shared (carrier-grade)
 * ranges, link-local and IPv6 unique-local addresses. A connection from anywhere else came from the
 * internet, not from a proxy in front.
 */
const proxyNetworks = new BlockList();
for (const [network, prefix] of [
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  proxyNetworks.addSubnet(network, prefix, 'ipv4');
}
proxyNetworks.addAddress('::1', 'ipv6');
proxyNetworks.addSubnet('fc00::', 7, 'ipv6');
proxyNetworks.addSubnet('fe80::', 10, 'ipv6');

const onProxyNetwork = (address: string) => {
  const family = isIP(address);
  return family !== 0 && proxyNetworks.check(address, family === 4 ? 'ipv4' : 'ipv6');
};

/**
 * `TRUST_PROXY` as a hop count, for proxy-addr (which Fastify asks for `request.ip`): `hop` 0 is the
 * connection's own address, each next one the X-Forwarded-For entry the proxy before appended, read
 * right to left. The first `hops` are believed, and the connection's only when it comes from a network a
 * proxy of ours sits on: a client connecting straight from the internet is counted by its own address,
 * whatever it writes in X-Forwarded-For (decision 0122). `onPublicPeer` hears such a connection.
 */
export function hopCountTrust(hops: number, onPublicPeer: (address: string) => void) {
  return (address: string, hop: number) => {
    if (hop >= hops) return false;
    if (hop > 0 || onProxyNetwork(address)) return true;
    onPublicPeer(address);
    return false;
  };
}
