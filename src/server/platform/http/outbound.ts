import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, buildConnector, fetch as undiciFetch } from 'undici';

/**
 * Outgoing calls to addresses someone other than the operator chose (decision 0067-standards): the chat-platform
 * webhook an organisation admin saves, the tracking destination. Such a call may never reach this machine or the
 * network it stands in (loopback, private, link-local and so cloud metadata, unique-local, carrier NAT, ...).
 *
 * The rule is checked where the address is known for sure: when the socket connects. Every connection of an
 * `Outbound.fetch`, the first and each redirect's, goes through one connector that refuses an IP-literal host
 * outright and resolves a name with a lookup hook that refuses it when any of its addresses is not public, so a
 * name that changes its answer after it was saved (DNS rebinding) or a redirect to an internal address is refused
 * too. Saving an address checks it as well (`check`), to answer the person who typed it at once.
 *
 * Ranges come from ipaddr.js (its `range()` names them); an address is public when its range is `unicast`.
 * IPv4-mapped IPv6 addresses are judged as the IPv4 address they carry; decimal, hex and short IPv4 forms are
 * made canonical by the URL parser before they get here.
 */

/** The operator's exceptions: addresses and CIDR ranges (OUTBOUND_ALLOW) outgoing calls may reach all the same. */
export interface OutboundPolicy {
  allow: string[];
}

/** A refused destination: why, in words for a log and for the person who typed it. */
export class OutboundRefused extends Error {
  /** the address as judged (an IPv4-mapped IPv6 address as the IPv4 address it carries) */
  readonly address: string;
  constructor(
    address: string,
    readonly range: string,
  ) {
    address = canonical(address);
    super(`${address} is a ${RANGE_WORDS[range] ?? `${range} address`}, not a public one`);
    this.name = 'OutboundRefused';
    this.address = address;
  }
}

const RANGE_WORDS: Record<string, string> = {
  loopback: 'loopback address (this machine)',
  private: 'private network address',
  linkLocal: 'link-local address (cloud metadata lives there)',
  uniqueLocal: 'unique-local (private) IPv6 address',
  unspecified: 'unspecified address',
  carrierGradeNat: 'carrier-grade NAT address',
  multicast: 'multicast address',
  broadcast: 'broadcast address',
  reserved: 'reserved address',
  name: 'name of this machine',
};

function canonical(address: string): string {
  const bare = address.replace(/^\[|\]$/g, '');
  return isIP(bare) ? ipaddr.process(bare).toString() : bare;
}

type Cidr = [ipaddr.IPv4 | ipaddr.IPv6, number];

function parseAllow(allow: string[]): Cidr[] {
  return allow.map((entry) => {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const a = ipaddr.process(entry);
    return [a, a.kind() === 'ipv4' ? 32 : 128];
  });
}

/** Why an IP address may not be reached (its range's name), or null when it may. */
export function refusedRange(address: string, allow: Cidr[] = []): string | null {
  const bare = address.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return 'reserved';
  // an IPv4-mapped IPv6 address is judged as the IPv4 address it carries
  const a = ipaddr.process(bare);
  if (allow.some(([net, bits]) => net.kind() === a.kind() && a.match(net, bits))) return null;
  const range = a.range();
  return range === 'unicast' ? null : range;
}

/** Names that always mean this machine, whatever a resolver says (RFC 6761). */
function isLocalName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost');
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `dns.lookup` for net/tls connect that resolves every address of the name and refuses the name when any of
 * them is not public (an attacker's name may answer one public and one internal address).
 */
function guardedLookup(allow: Cidr[]) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    const all: LookupAllOptions = { ...options, all: true };
    dnsLookup(hostname, all, (err, addresses) => {
      if (err) return callback(err, '');
      for (const { address } of addresses) {
        const range = refusedRange(address, allow);
        if (range)
          return callback(
            Object.assign(new OutboundRefused(address, range), { code: 'EREFUSED_INTERNAL' }),
            '',
          );
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0];
      callback(null, first.address, first.family);
    });
  };
}

/** The first refusal found in an error's causes (undici wraps the connector's error in `TypeError: fetch failed`). */
export function refusalIn(err: unknown): OutboundRefused | null {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundRefused) return e;
  }
  return null;
}

export interface Outbound {
  /**
   * Whether a URL may be saved: http(s), and a host that is neither an internal address nor a name that resolves
   * to one now (a name that does not resolve yet is let through: the connection decides). Null when it may.
   */
  check(url: string): Promise<OutboundRefused | null>;
  /** fetch through the guarded connector; a refused connection rejects with an error whose cause is OutboundRefused */
  fetch: typeof undiciFetch;
  close(): Promise<void>;
}

/** How long a save waits for a name to resolve before it lets the connection decide. */
const SAVE_LOOKUP_MS = 3_000;

export function createOutbound(policy: OutboundPolicy): Outbound {
  const allow = parseAllow(policy.allow);
  const lookup = guardedLookup(allow);
  const connect = buildConnector({ lookup } as buildConnector.BuildOptions);
  const agent = new Agent({
    connect: (options, callback) => {
      // net.connect skips the lookup hook for an IP-literal host: judge it here
      const range = isIP(options.hostname.replace(/^\[|\]$/g, ''))
        ? refusedRange(options.hostname, allow)
        : null;
      if (range) return callback(new OutboundRefused(options.hostname.replace(/^\[|\]$/g, ''), range), null);
      connect(options, callback);
    },
  });

  async function resolveAll(host: string): Promise<string[]> {
    const answer = new Promise<string[]>((ok) =>
      dnsLookup(host, { all: true }, (err, addresses) => ok(err ? [] : addresses.map((a) => a.address))),
    );
    const timeout = new Promise<string[]>((ok) => setTimeout(() => ok([]), SAVE_LOOKUP_MS).unref());
    return Promise.race([answer, timeout]);
  }

  return {
    async check(url) {
      const { protocol, hostname } = new URL(url);
      if (protocol !== 'http:' && protocol !== 'https:') return new OutboundRefused(url, 'reserved');
      const host = hostname.replace(/^\[|\]$/g, '');
      const addresses = isIP(host) ? [host] : await resolveAll(host);
      for (const address of addresses) {
        const range = refusedRange(address, allow);
        if (range) return new OutboundRefused(address, range);
      }
      if (isLocalName(host) && addresses.length === 0) return new OutboundRefused(host, 'name');
      return null;
    },
    fetch: ((input, init) => undiciFetch(input, { ...init, dispatcher: agent })) as typeof undiciFetch,
    close: () => agent.close(),
  };
}
