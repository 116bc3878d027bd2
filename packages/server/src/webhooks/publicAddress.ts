/**
 * Server-side request forgery guard of webhook deliveries (docs/webhooks.md "Security"): in
 * production a delivery may only connect to a public address. The check runs at connection time,
 * on every address the name resolves to (checkedLookup is the socket's `lookup`), so a name that
 * resolves to a public address when the webhook is saved and to 127.0.0.1 later (DNS rebinding)
 * is still refused, and a URL naming an address literally is checked before connecting.
 */
import dns from 'node:dns';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * True when `address` (IPv4 or IPv6 text) is a public unicast address. Refused: loopback,
 * private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local (169.254/16, fe80::/10, cloud
 * metadata services live there), carrier-grade NAT, unspecified, broadcast, multicast, reserved
 * and documentation ranges, and IPv6 forms that embed an IPv4 address (IPv4-mapped, 6to4,
 * Teredo, NAT64), which are judged by the address they embed or refused. Not an address: false.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  // ::ffff:10.0.0.1 is 10.0.0.1: judge the IPv4 address it carries.
  const parsed = ipaddr.process(address);
  return parsed.range() === 'unicast';
}

/** The error of a refused connection; its message names the address (shown in the delivery log). */
export class AddressNotAllowedError extends Error {
  readonly code = 'EADDRNOTPUBLIC';
  constructor(readonly address: string) {
    super(`${address} is not a public address`);
    this.name = 'AddressNotAllowedError';
  }
}

type LookupAddress = { address: string; family: number };
type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A `lookup` for net/tls sockets that resolves like dns.lookup and fails with
 * AddressNotAllowedError when any resolved address is not public (isPublicAddress), so the
 * socket never connects to it. Supports both shapes Node asks for (`all` or a single address).
 */
export function checkedLookup(hostname: string, options: dns.LookupOptions | number | undefined, callback: LookupCallback): void {
  const wanted: dns.LookupOptions = typeof options === 'number' ? { family: options } : { ...options };
  dns.lookup(hostname, { ...wanted, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(new AddressNotAllowedError(refused.address) as unknown as NodeJS.ErrnoException, []);
    if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
    if (wanted.all) return callback(null, addresses);
    return callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** The host of a URL as an address when it is one (`[::1]` → `::1`), else undefined. */
export function addressLiteralOf(url: URL): string | undefined {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return net.isIP(host) ? host : undefined;
}
