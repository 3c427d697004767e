import { describe, expect, it } from 'vitest';
import { isLocalUrl, loadConfig, parseTrustProxy } from './config';

/** loadConfig with a given environment (a JWT secret, so no secret file is written). */
const load = (env: Record<string, string>) =>
  loadConfig({ JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/nonexistent', ...env });

describe('TRUST_PROXY', () => {
  it('is off by default; true is one hop; a number is that many hops', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('true')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
  });

  it('takes proxy addresses and CIDR ranges, and refuses anything else by name', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7 ,fd00::/8,loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      'fd00::/8',
      'loopback',
    ]);
    expect(() => parseTrustProxy('10.0.0.0/33')).toThrow(/TRUST_PROXY.*10\.0\.0\.0\/33/);
    expect(() => parseTrustProxy('proxy.internal')).toThrow(/TRUST_PROXY.*proxy\.internal/);
  });
});

describe('OUTBOUND_ALLOW', () => {
  it('allows no internal address by default; takes addresses and CIDR ranges, and refuses anything else by name', () => {
    expect(load({}).outbound).toEqual({ allow: [] });
    expect(load({ OUTBOUND_ALLOW: '10.0.0.5, 192.168.0.0/16,fd00::/8' }).outbound.allow).toEqual([
      '10.0.0.5',
      '192.168.0.0/16',
      'fd00::/8',
    ]);
    expect(() => load({ OUTBOUND_ALLOW: 'segment.internal' })).toThrow(/OUTBOUND_ALLOW.*segment\.internal/);
    expect(() => load({ OUTBOUND_ALLOW: 'loopback' })).toThrow(/OUTBOUND_ALLOW.*loopback/);
  });
});

describe('demo mode is local unless asked for', () => {
  it('with demo data (the embedded database by default) listens on 127.0.0.1 unless HOST is set', () => {
    expect(load({}).demoData).toBe(true);
    expect(load({}).host).toBe('127.0.0.1');
    expect(load({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(load({ DEMO_DATA: 'false' }).host).toBe('0.0.0.0');
    expect(load({ DATABASE_URL: 'postgres://db/stride' }).host).toBe('0.0.0.0');
  });

  it('refuses to start with demo data by default when PUBLIC_URL is not this machine', () => {
    expect(() => load({ PUBLIC_URL: 'https://stride.example.com' })).toThrow(
      /PUBLIC_URL is https:\/\/stride\.example\.com.*DEMO_DATA=true/,
    );
    expect(load({ PUBLIC_URL: 'https://stride.example.com', DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(load({ PUBLIC_URL: 'https://stride.example.com', DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(load({ PUBLIC_URL: 'http://127.0.0.1:3000' }).demoData).toBe(true);
  });

  it('knows local addresses', () => {
    for (const url of [
      'http://localhost:3000',
      'http://app.localhost',
      'http://127.0.0.1',
      'http://[::1]:3000',
    ])
      expect(isLocalUrl(url)).toBe(true);
    for (const url of [
      'https://stride.example',
      'http://10.0.0.5',
      'http://localhost.example.com',
      'nonsense',
    ])
      expect(isLocalUrl(url)).toBe(false);
  });
});

describe('operations settings (issue 34)', () => {
  it('metrics are off by default; a stop waits 30 s', () => {
    expect(load({}).ops).toEqual({
      metricsToken: null,
      metricsPort: null,
      metricsHost: '127.0.0.1',
      shutdownTimeoutMs: 30_000,
    });
  });
  it('takes a token, a port and a stop time, and refuses a short token or a bad port by name', () => {
    const ops = load({
      METRICS_TOKEN: 't'.repeat(20),
      METRICS_PORT: '9464',
      SHUTDOWN_TIMEOUT_SECONDS: '5',
    }).ops;
    expect(ops).toMatchObject({ metricsToken: 't'.repeat(20), metricsPort: 9464, shutdownTimeoutMs: 5000 });
    expect(() => load({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16/);
    expect(() => load({ METRICS_PORT: '70000' })).toThrow(/METRICS_PORT must be a port number/);
    expect(() => load({ SHUTDOWN_TIMEOUT_SECONDS: '-1' })).toThrow(/SHUTDOWN_TIMEOUT_SECONDS/);
  });
});
