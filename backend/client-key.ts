// The client a limit counts (the forms' rate limit, the sign-in lockout). An
// IPv4 address is one client. An IPv6 address is counted by its /64 network:
// one home or phone line is given a whole /64 and may send from any of its
// 2^64 addresses, so counting each address alone lets one line past a limit.

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const GROUP = /^[0-9a-f]{1,4}$/;

/** `address` as a limit counts it: IPv4 as it is, IPv6 as its /64 ("2001:db8:1:2::/64"). */
export function clientKey(address: string): string {
  const bare = (address.split('%')[0] ?? '').toLowerCase();
  if (!bare.includes(':')) return address;
  const halves = bare.split('::');
  if (halves.length > 2) return address;
  const groupsOf = (half: string | undefined) => (half ? half.split(':') : []);
  const head = groupsOf(halves[0]);
  const tail = groupsOf(halves[1]);
  // An IPv4 address written at the end takes two groups' room.
  const last = tail.length > 0 ? tail : head;
  const ipv4 = IPV4.test(last[last.length - 1] ?? '') ? last.pop() : undefined;
  const written = head.length + tail.length + (ipv4 ? 2 : 0);
  if (![...head, ...tail].every((group) => GROUP.test(group))) return address;
  if (halves.length === 1 ? written !== 8 : written > 7) return address;
  const groups = [...head, ...Array<string>(8 - written).fill('0'), ...tail];
  // An IPv4 client reached over IPv6 (::ffff:192.0.2.1) is that IPv4 address.
  if (ipv4 && groups.slice(0, 5).every((group) => Number.parseInt(group, 16) === 0)) {
    if (Number.parseInt(groups[5] ?? '', 16) === 0xffff) return ipv4;
  }
  const network = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${network.join(':')}::/64`;
}
