import { describe, expect, it } from 'vitest';
import { clientKey } from '../../backend/client-key';

describe('clientKey', () => {
  it('counts an IPv4 address as it is', () => {
    expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('unknown')).toBe('unknown');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    for (const address of [
      '2001:db8:1:2::1',
      '2001:db8:1:2::8',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:0:0:0:1',
      '2001:db8:1:2::9%eth0',
    ]) {
      expect(clientKey(address), address).toBe('2001:db8:1:2::/64');
    }
    expect(clientKey('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('2001:db8::')).toBe('2001:db8:0:0::/64');
  });

  it('counts an IPv4 client reached over IPv6 as its IPv4 address', () => {
    expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('::FFFF:192.0.2.7')).toBe('192.0.2.7');
    expect(clientKey('0:0:0:0:0:ffff:192.0.2.7')).toBe('192.0.2.7');
  });

  it('leaves what is no IPv6 address as it is', () => {
    for (const address of ['1::2::3', '2001:db8:1:2:3:4:5:6:7', 'g::1', '1:2:3']) {
      expect(clientKey(address), address).toBe(address);
    }
  });
});
