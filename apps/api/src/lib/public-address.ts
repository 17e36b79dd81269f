import { isIPv4, isIPv6 } from 'node:net';

/**
 * IPv4 blocks that are not on the public Internet (IANA special-purpose registry): "this network",
 * private, shared (carrier NAT), loopback, link-local (cloud metadata at 169.254.169.254), IETF
 * protocol assignments, documentation, 6to4 relay, benchmarking, multicast, reserved and broadcast.
 */
const PRIVATE_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];

const v4ToNumber = (address: string) => address.split('.').reduce((n, part) => n * 256 + Number(part), 0);

const V4_RANGES = PRIVATE_V4.map(([base, bits]) => ({ base: v4ToNumber(base), size: 2 ** (32 - bits) }));

function isPublicV4(value: number): boolean {
  return !V4_RANGES.some(({ base, size }) => value >= base && value < base + size);
}

/** The eight 16-bit groups of an IPv6 address (a trailing dotted IPv4 becomes the last two). */
function v6Groups(address: string): number[] {
  let text = address.split('%')[0];
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = v4ToNumber(dotted[1]);
    text = `${text.slice(0, -dotted[1].length)}${(v4 >>> 16).toString(16)}:${(v4 & 0xffff).toString(16)}`;
  }
  const [head, tail] = text.split('::');
  const parse = (part: string | undefined) => (part ? part.split(':').map((group) => Number.parseInt(group, 16)) : []);
  const front = parse(head);
  const back = parse(tail);
  const zeros = tail === undefined ? [] : new Array<number>(8 - front.length - back.length).fill(0);
  return [...front, ...zeros, ...back];
}

function isPublicV6(address: string): boolean {
  const g = v6Groups(address);
  const v4At = (i: number) => g[i] * 65536 + g[i + 1];
  // ::ffff:a.b.c.d (IPv4-mapped): the IPv4 address is what is reached.
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return isPublicV4(v4At(6));
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) carry an IPv4 address too.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return isPublicV4(v4At(6));
  if (g[0] === 0x2002) return isPublicV4(v4At(1));
  // Only global unicast (2000::/3) is public: this refuses ::, ::1, unique-local fc00::/7,
  // link-local fe80::/10, multicast ff00::/8 and the rest of the unassigned space.
  if ((g[0] & 0xe000) !== 0x2000) return false;
  // Within it: IETF protocol assignments incl. Teredo (2001::/23), documentation (2001:db8::/32,
  // 3fff::/20), SRv6 SIDs (5f00::/16 is outside 2000::/3 already).
  if (g[0] === 0x2001 && g[1] < 0x200) return false;
  if (g[0] === 0x2001 && g[1] === 0xdb8) return false;
  if ((g[0] & 0xfff0) === 0x3ff0) return false;
  return true;
}

/**
 * Whether an IP address is on the public Internet: false for loopback, private, link-local,
 * multicast, unspecified, documentation and other special-purpose addresses, in IPv4 and IPv6
 * (IPv4-mapped, NAT64 and 6to4 addresses are judged by the IPv4 address inside). Anything that is
 * not an IP address is not public.
 */
export function isPublicAddress(address: string): boolean {
  if (isIPv4(address)) return isPublicV4(v4ToNumber(address));
  if (isIPv6(address)) return isPublicV6(address);
  return false;
}
