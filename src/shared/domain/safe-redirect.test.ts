import { describe, expect, it } from 'vitest';
import { DEFAULT_HOME, loginUrl, safeRedirect } from './safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/profile/general-settings')).toBe('/profile/general-settings');
    expect(safeRedirect('/plan?tab=2#x')).toBe('/plan?tab=2#x');
  });

  it('refuses other origins and odd schemes', () => {
    expect(safeRedirect('https://evil.example/')).toBe(DEFAULT_HOME);
    expect(safeRedirect('//evil.example/')).toBe(DEFAULT_HOME);
    expect(safeRedirect('/\\evil.example')).toBe(DEFAULT_HOME);
    expect(safeRedirect('javascript:alert(1)')).toBe(DEFAULT_HOME);
    expect(safeRedirect('/\nfoo')).toBe(DEFAULT_HOME);
  });

  it('falls back for empty targets and the login page itself', () => {
    expect(safeRedirect(null)).toBe(DEFAULT_HOME);
    expect(safeRedirect('')).toBe(DEFAULT_HOME);
    expect(safeRedirect('/auth/login?redirectUrl=%2Fplan')).toBe(DEFAULT_HOME);
  });
});

describe('loginUrl', () => {
  it('carries the current path as redirectUrl', () => {
    expect(loginUrl('/plan?year=2024')).toBe('/auth/login?redirectUrl=%2Fplan%3Fyear%3D2024');
  });
  it('leaves out unsafe targets', () => {
    expect(loginUrl('//evil')).toBe('/auth/login');
  });
});
