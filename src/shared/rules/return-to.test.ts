import { describe, expect, it } from 'vitest';
import { loginNavigationQuerySchema } from '../schemas/auth.js';
import { isReturnPath, safeReturnTo, withToken } from './return-to.js';

const HOSTILE: unknown[] = [
  '//evil.example',
  '//evil.example/dashboard',
  '/\\evil.example',
  '\\\\evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  '/.//evil.example',
  '/a/..//evil.example',
  '/%2e%2e//evil.example',
  'https://evil.example',
  'http://evil.example/dashboard',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'data:text/html,hi',
  ' /dashboard',
  'evil.example',
  'dashboard',
  '',
  '/api/auth/user',
  '/api/logout',
  `/${'a'.repeat(600)}`,
  42,
  null,
  undefined,
  { pathname: '/dashboard' },
];

describe('return paths after a sign-in', () => {
  it('keeps any page of this site, with its query and fragment', () => {
    for (const path of [
      '/edit-case?id=1',
      '/auction-case/2',
      '/legal-leads',
      '/admin',
      '/cases?id=3#top',
      '/',
    ]) {
      expect(isReturnPath(path), path).toBe(true);
      expect(safeReturnTo(path)).toBe(path);
    }
  });

  it('turns anything that could leave the site, or reach the API, into the dashboard', () => {
    for (const value of HOSTILE) {
      expect(isReturnPath(value), String(value)).toBe(false);
      expect(safeReturnTo(value), String(value)).toBe('/dashboard');
    }
  });

  it('adds the session token to a safe path only', () => {
    expect(withToken('/edit-case?id=1', 'abc')).toBe('/edit-case?id=1&token=abc');
    expect(withToken('//evil.example', 'abc')).toBe('/dashboard?token=abc');
  });

  it('lets /api/login pass on only the analysis return or a safe path', () => {
    const returnOf = (value: string) => loginNavigationQuerySchema.parse({ return: value }).return;
    expect(returnOf('explain-situation')).toBe('explain-situation');
    expect(returnOf('/edit-case?id=1')).toBe('/edit-case?id=1');
    for (const value of HOSTILE.filter((v): v is string => typeof v === 'string')) {
      expect(returnOf(value), value).toBeUndefined();
    }
  });
});
