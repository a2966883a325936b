import { describe, expect, it } from 'vitest';
import { assertRange, isLoopback, proxyMatcher } from './net';

describe('isLoopback: one rule for listen hosts and peers', () => {
  it.each([
    '127.0.0.1',
    '127.1.2.3',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '0:0:0:0:0:0:0:1',
    'localhost',
    ' LOCALHOST ',
  ])('%s is loopback', (address) => expect(isLoopback(address)).toBe(true));
  it.each([
    '',
    undefined,
    '0.0.0.0',
    '::',
    '10.0.0.1',
    '128.0.0.1',
    '::2',
    '::ffff:10.0.0.1',
    'example.com',
    '127.0.0.256',
  ])('%s is not', (address) => expect(isLoopback(address)).toBe(false));
});

describe('TRUSTED_PROXIES ranges', () => {
  it.each<[string, string[], Record<string, boolean>]>([
    [
      'IPv4 CIDR ranges, in both spellings of an IPv4 peer',
      ['10.0.0.0/8', '192.168.1.0/24', '203.0.113.7'],
      {
        '10.255.1.2': true,
        '::ffff:10.1.2.3': true,
        '11.0.0.1': false,
        '192.168.1.200': true,
        '192.168.2.1': false,
        '203.0.113.7': true,
        '203.0.113.8': false,
      },
    ],
    [
      'prefixes that do not end on a byte boundary',
      ['172.16.0.0/12', '2001:db8:8000::/33'],
      { '172.31.255.255': true, '172.32.0.0': false, '2001:db8:ffff::1': true, '2001:db8:7fff::1': false },
    ],
    [
      'IPv6 CIDR ranges, however the address is written',
      ['2001:db8::/32', '::1', 'fd00:1:2:3::/64'],
      {
        '2001:db8:abcd::1': true,
        '2001:0DB8:0000:0000:0000:0000:0000:0001': true,
        '2001:db9::1': false,
        '::1': true,
        'fd00:1:2:3:ffff::9': true,
        'fd00:1:2:4::9': false,
        'fe80::1%eth0': false,
      },
    ],
  ])('matches %s', (_, ranges, peers) => {
    const trusted = proxyMatcher(ranges);
    for (const [peer, expected] of Object.entries(peers)) expect(trusted(peer), peer).toBe(expected);
  });

  it('an IPv4 range does not match IPv6 addresses outside the mapped space', () => {
    expect(proxyMatcher(['0.0.0.0/1'])('2001:db8::1')).toBe(false);
    expect(proxyMatcher(['0.0.0.0/1'])('::ffff:10.1.2.3')).toBe(true);
    expect(proxyMatcher(['::/1'])('2001:db8::1')).toBe(true);
  });

  it('refuses what is not an address or a range, naming it, and a /0 range that would trust every peer', () => {
    for (const bad of ['10.0.0.0/33', '::1/129', 'proxy.internal', '10.0.0.0/8/1', '10.0.0.0/x', '1.2.3', '0.0.0.0/0'])
      expect(() => assertRange(bad)).toThrow(`"${bad}" is not an IP address or a CIDR range`);
  });

  it('no entry trusts no peer; a non-address peer is never trusted', () => {
    expect(proxyMatcher([])('127.0.0.1')).toBe(false);
    expect(proxyMatcher(['127.0.0.1'])('')).toBe(false);
  });
});
