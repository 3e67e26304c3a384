import { describe, expect, it } from 'vitest';
import {
  isLocalHost,
  updateAddressProblem,
  walletNeedsAttention,
  type WalletStatus,
} from './wallet-status.ts';

describe('wallet status', () => {
  it('knows which addresses phones can fetch updates from', () => {
    expect(updateAddressProblem('https://passdeck.example.com')).toBeNull();
    expect(updateAddressProblem('https://203.0.113.7:8443')).toBeNull();
    expect(updateAddressProblem('http://passdeck.example.com')).toBe('not_https');
    expect(updateAddressProblem('http://localhost:3000')).toBe('not_https');
    expect(updateAddressProblem('not a url')).toBe('not_https');
    expect(updateAddressProblem('https://localhost:3000')).toBe('local_address');
    expect(updateAddressProblem('https://192.168.1.20')).toBe('local_address');
    expect(updateAddressProblem('https://[::1]:3000')).toBe('local_address');
  });
  it('tells local hosts from public ones', () => {
    for (const host of [
      'localhost',
      'app.localhost',
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '169.254.1.1',
      'cafe.local',
      'nas',
      '[fd00::1]',
      '[fe80::1]',
      '100.64.0.1',
    ])
      expect(isLocalHost(host), host).toBe(true);
    for (const host of [
      'passdeck.app',
      '8.8.8.8',
      '172.32.0.1',
      '[2001:db8::1]',
      'my-tunnel.trycloudflare.com',
    ])
      expect(isLocalHost(host), host).toBe(false);
  });
  it('asks for attention while passes will not install or update', () => {
    const ready: WalletStatus = {
      publicUrl: 'https://passdeck.example.com',
      apple: { signing: 'production', updates: true, updateProblem: null, pushes: true },
      google: { signing: 'production', updates: true },
    };
    expect(walletNeedsAttention(ready)).toBe(false);
    expect(
      walletNeedsAttention({
        ...ready,
        apple: { ...ready.apple, updates: false, updateProblem: 'not_https' },
      }),
    ).toBe(true);
    expect(walletNeedsAttention({ ...ready, apple: { ...ready.apple, signing: 'development' } })).toBe(true);
    expect(walletNeedsAttention({ ...ready, google: { signing: 'development', updates: false } })).toBe(true);
  });
});
