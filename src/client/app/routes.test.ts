// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { User } from '../../shared/schemas/auth';
import { OVERVIEW_KEYS } from '../api/admin';
import { afterSignInPath } from '../components/sign-in/use-after-sign-in';
import { COMING_SOON_PATHS } from '../lib/coming-soon';
import { firstDataKeys } from './first-data';
import { pages } from './pages';
import { ROUTE_TABLE, SignInFirst } from './routes';

const paths = (role: keyof typeof ROUTE_TABLE) => Object.keys(ROUTE_TABLE[role]);

describe('route table', () => {
  it('gives guests the signed-out routes of the spec and the landing as fallback', () => {
    expect(paths('guest')).toEqual(
      expect.arrayContaining([
        '/',
        '/explain-situation',
        '/attorney-signup',
        '/attorney-login',
        '/forgot-password',
        '/reset-password',
        '/download-manual',
        '*',
      ]),
    );
  });

  it('asks a guest to sign in, rather than showing the landing, at every page that needs an account', () => {
    for (const path of [
      '/dashboard',
      '/messages',
      '/edit-case',
      '/continue',
      '/reddit-legal-advice',
      '/legal-leads',
      '/auction-case/:caseId',
      '/admin',
    ]) {
      expect(ROUTE_TABLE.guest[path]?.type, path).toBe(SignInFirst);
    }
    expect(ROUTE_TABLE.guest['*']?.type).toBe(pages.landing);
  });

  const regular = [
    '/',
    '/dashboard',
    '/messages',
    '/explain-situation',
    '/edit-case',
    '/profile',
    '/user-profile',
    '/continue',
    '/attorneys',
    '/reddit-legal-advice',
    '/download-manual',
    '/legal-leads',
  ];

  it('gives regular users their routes and nothing of attorneys or admins', () => {
    expect(paths('user')).toEqual(expect.arrayContaining(regular));
    for (const p of ['/admin']) expect(paths('user')).not.toContain(p);
    // The marketplace pages send a client to their dashboard (spec §2, §6).
    for (const p of ['/legal-leads', '/auction-case/:caseId']) {
      expect(ROUTE_TABLE.user[p]?.props).toMatchObject({ to: '/dashboard' });
    }
  });

  it('opens the directory and the attorney profile page to all; the pages themselves say who may use them', () => {
    for (const role of ['guest', 'user', 'attorney', 'admin'] as const) {
      expect(ROUTE_TABLE[role]['/attorneys']?.type).toBe(pages.attorneyDirectory);
      expect(ROUTE_TABLE[role]['/attorney-profile']?.type).toBe(pages.attorneyProfile);
    }
  });

  it('adds the attorney routes for attorneys and /admin only for admins', () => {
    expect(paths('attorney')).toEqual(
      expect.arrayContaining([...regular, '/attorney-profile', '/legal-leads', '/auction-case/:caseId']),
    );
    expect(paths('attorney')).not.toContain('/admin');
    expect(paths('admin')).toEqual(expect.arrayContaining([...paths('attorney'), '/admin']));
  });
});

describe('attorney signup', () => {
  it('is open to every role, signed in or not (spec §6)', () => {
    for (const role of Object.keys(ROUTE_TABLE) as Array<keyof typeof ROUTE_TABLE>) {
      expect(paths(role), role).toContain('/attorney-signup');
      expect(ROUTE_TABLE[role]['/attorney-signup']?.type, role).toBe(pages.attorneySignup);
    }
  });
});

describe('pages announced but not open yet', () => {
  const plannedPaths = new Set(
    Object.values(ROUTE_TABLE).flatMap((table) =>
      Object.entries(table)
        .filter(([, element]) => element.type === pages.planned)
        .map(([path]) => path),
    ),
  );

  it('are exactly the ones whose links say "Coming soon"', () => {
    // '/' is the attorney's home, reached by the logo rather than by a link of its own.
    plannedPaths.delete('/');
    expect([...plannedPaths].sort()).toEqual([...COMING_SOON_PATHS].sort());
  });
});

describe('after sign-in', () => {
  it('returns to the analysis when it was interrupted, to the page that asked, else the dashboard', () => {
    expect(afterSignInPath('explain-situation')).toBe('/explain-situation?continue=true');
    expect(afterSignInPath('/edit-case?id=1')).toBe('/edit-case?id=1');
    expect(afterSignInPath(null)).toBe('/dashboard');
    expect(afterSignInPath('elsewhere')).toBe('/dashboard');
    expect(afterSignInPath('//evil.example')).toBe('/dashboard');
    expect(afterSignInPath('https://evil.example')).toBe('/dashboard');
  });
});

describe('first data of a page', () => {
  const person = (role: User['role']) => ({ id: 1, role }) as User;

  it('is fetched only for the page the person is shown there', () => {
    expect(firstDataKeys(person('admin'), '/admin')).toEqual(OVERVIEW_KEYS);
    // A client or an attorney at /admin sees "not found": no admin request is made for them.
    expect(firstDataKeys(person('user'), '/admin')).toEqual([]);
    expect(firstDataKeys(person('attorney'), '/admin')).toEqual([]);
    // A client at /legal-leads is sent to the dashboard.
    expect(firstDataKeys(person('user'), '/legal-leads')).toEqual([]);
    expect(firstDataKeys(person('attorney'), '/legal-leads')).not.toEqual([]);
  });
});
