import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Caching headers as a browser or proxy reads them (issue 20.5). */
let t: TestApp;
let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), 'stride-web-'));
  mkdirSync(path.join(webDir, 'assets'));
  writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Stride</title>');
  writeFileSync(path.join(webDir, 'assets', 'index-AbC123xy.js'), 'console.log("app");');
  t = await createTestApp({ config: { webDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('caching headers', () => {
  it('lets a browser keep a hashed asset for a year, unrevalidated', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbC123xy.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // what `curl -I` sees
    const head = await t.app.inject({ method: 'HEAD', url: '/assets/index-AbC123xy.js' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates index.html on every load, at / and at a page of the app', async () => {
    for (const url of ['/', '/index.html', '/plan/network']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('answers a missing chunk of an older deploy with 404, not the app page', async () => {
    const res = await t.app.inject({ url: '/assets/Plan-0ld5hash.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toMatch(/html/);
    expect(res.body).not.toContain('<title>');
  });

  it('keeps personal API answers and the Leader Profile PDF out of every cache', async () => {
    const token = await t.login('member@demo.test');
    const state = await t.app.inject({ url: '/api/user/users/getUserState', headers: t.bearer(token) });
    expect(state.statusCode).toBe(200);
    expect(state.headers['cache-control']).toBe('private, no-store');
    const id = state.json().glaV2.assessmentId;
    const pdf = await t.app.inject({
      url: `/api/assessment/assessment-group/gla-v2-report.pdf?assessmentId=${id}`,
      headers: t.bearer(token),
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    // an error answer too (it may name the person's objects)
    const missing = await t.app.inject({ url: '/api/user/nothing-here' });
    expect(missing.headers['cache-control']).toBe('private, no-store');
  });
});
