import { describe, expect, it } from 'vitest';
import { AddressNotAllowedError, checkedLookup, isPublicAddress } from './publicAddress.js';

describe('isPublicAddress', () => {
  it('accepts public unicast addresses', () => {
    for (const address of ['93.184.216.34', '8.8.8.8', '1.1.1.1', '2606:2800:220:1:248:1893:25c8:1946', '2001:4860:4860::8888']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('refuses loopback, private, link-local, CGNAT, unspecified, broadcast, multicast, reserved and embedded-IPv4 forms', () => {
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.4',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '255.255.255.255',
      '224.0.0.1',
      '240.0.0.1',
      '192.0.2.1',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      'ff02::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '2002:7f00:1::',
      '2001::1',
      '64:ff9b::7f00:1',
      '2001:db8::1',
      'not an address',
      '',
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
  });
});

describe('checkedLookup', () => {
  const lookup = (host: string, all: boolean) =>
    new Promise<{ error: Error | null; result: unknown }>((resolve) => checkedLookup(host, { all }, (error, address, family) => resolve({ error, result: all ? address : [address, family] })));

  it('refuses a name that resolves to loopback, in both shapes Node asks for', async () => {
    for (const all of [true, false]) {
      const { error } = await lookup('localhost', all);
      expect(error).toBeInstanceOf(AddressNotAllowedError);
      expect(error!.message).toMatch(/^(127\.0\.0\.1|::1) is not a public address$/);
    }
  });
});
