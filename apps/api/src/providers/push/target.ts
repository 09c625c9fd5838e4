import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

/**
 * Where a web push may be posted, decided on the address the connection is actually made to.
 *
 * A subscription names its push service by URL; the name check at subscribe time (isPushServiceEndpoint) cannot see
 * where a name resolves, nor stop a name that resolves to a public address when checked and to 127.0.0.1 when the
 * message is sent (DNS rebinding). So the request that delivers a push resolves the host through `guardedLookup`,
 * which refuses every non-public address, and that same answer is the one the socket connects to.
 */

/** Addresses a push must never reach: this host, private networks, link-local (cloud metadata), and the like. */
const NON_PUBLIC: ReadonlyArray<[network: string, prefix: number, family: 'ipv4' | 'ipv6']> = [
  ['0.0.0.0', 8, 'ipv4'], // "this network", 0.0.0.0 reaches the local host
  ['10.0.0.0', 8, 'ipv4'], // private
  ['100.64.0.0', 10, 'ipv4'], // carrier-grade NAT
  ['127.0.0.0', 8, 'ipv4'], // loopback
  ['169.254.0.0', 16, 'ipv4'], // link-local (cloud metadata at 169.254.169.254)
  ['172.16.0.0', 12, 'ipv4'], // private
  ['192.0.0.0', 24, 'ipv4'], // IETF protocol assignments
  ['192.168.0.0', 16, 'ipv4'], // private
  ['198.18.0.0', 15, 'ipv4'], // benchmarking
  ['224.0.0.0', 4, 'ipv4'], // multicast
  ['240.0.0.0', 4, 'ipv4'], // reserved, and 255.255.255.255 broadcast
  ['::', 128, 'ipv6'], // unspecified
  ['::1', 128, 'ipv6'], // loopback
  ['64:ff9b::', 96, 'ipv6'], // NAT64: an IPv4 address behind a translator
  ['fc00::', 7, 'ipv6'], // unique local (private)
  ['fe80::', 10, 'ipv6'], // link-local
  ['fec0::', 10, 'ipv6'], // site-local (deprecated, still routed by some)
  ['ff00::', 8, 'ipv6'], // multicast
];

const nonPublic = new net.BlockList();
for (const [network, prefix, family] of NON_PUBLIC) nonPublic.addSubnet(network, prefix, family);

/**
 * Whether a push may connect to this IP address. IPv4-mapped IPv6 forms (::ffff:127.0.0.1) are matched against the
 * IPv4 ranges by BlockList itself; anything that is not an IP address is refused.
 */
export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return !nonPublic.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class PushTargetRefusedError extends Error {
  override name = 'PushTargetRefusedError';
  readonly code = 'EPUSHTARGET';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`push endpoint ${host} resolves to ${address}, which is not a public address`);
  }
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void;
export type LookupFunction = (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void;

/**
 * A `lookup` for net/http(s) that resolves with `resolve` (dns.lookup by default) and fails the connection when any
 * address of the answer is not public. Node calls it with `all: true` when it may try several addresses (happy
 * eyeballs), so both answer shapes are checked.
 */
export function guardedLookup(resolve: LookupFunction = dns.lookup as unknown as LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      const addresses = Array.isArray(address) ? address.map((entry) => entry.address) : [address];
      const refused = addresses.find((candidate) => !isPublicAddress(candidate));
      if (refused !== undefined || addresses.length === 0) return callback(new PushTargetRefusedError(hostname, refused ?? 'nothing'), address, family);
      callback(null, address, family);
    });
  };
}

export interface PushDelivery {
  endpoint: string;
  method: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

export interface DeliverOptions {
  /** Post to loopback and private addresses and over plain http too: tests' push service on 127.0.0.1 only. */
  allowPrivateTargets: boolean;
  timeoutMs: number;
  /** The resolver behind the address check (tests inject one; default dns.lookup). */
  resolve?: LookupFunction;
}

/**
 * Sends one push request and resolves with the push service's status. The connection goes only to a public address
 * (checked at connect time, see guardedLookup; a literal IP host is checked here since Node does not look it up);
 * redirects are not followed (a push service answers itself, and a redirect could point inside).
 */
export function deliverPush(delivery: PushDelivery, options: DeliverOptions): Promise<number> {
  const url = new URL(delivery.endpoint);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!options.allowPrivateTargets) {
    if (url.protocol !== 'https:') return Promise.reject(new Error(`push endpoint ${url.host} is not https`));
    if (net.isIP(host) !== 0 && !isPublicAddress(host)) return Promise.reject(new PushTargetRefusedError(host, host));
  }
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      url,
      {
        method: delivery.method,
        headers: delivery.headers,
        // A fresh connection per push: a pooled socket would skip the lookup, so the check would not see a new answer.
        agent: false,
        lookup: options.allowPrivateTargets ? undefined : (guardedLookup(options.resolve) as net.LookupFunction),
        signal: AbortSignal.timeout(options.timeoutMs),
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(delivery.body ?? undefined);
  });
}
