import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { attorneyLoginFailure } from './attorney-login-error';
import { homeForRole } from './home-for-role';

const raised = (status: number, body: unknown) =>
  new ApiError(status, typeof body === 'string' ? body : JSON.stringify(body));

describe('attorney sign-in', () => {
  it('sends each role to its own home', () => {
    expect(homeForRole('attorney')).toBe('/attorney-dashboard');
    expect(homeForRole('admin')).toBe('/admin');
    expect(homeForRole('user')).toBe('/dashboard');
  });

  it('reads the server’s refusal of an unknown account or a wrong password as one neutral failure, in any language', () => {
    expect(
      attorneyLoginFailure(raised(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid credentials' })),
    ).toEqual({
      kind: 'notSignedIn',
    });
    expect(
      attorneyLoginFailure(raised(401, { code: 'INVALID_CREDENTIALS', message: 'Credenciales no válidas' })),
    ).toEqual({ kind: 'notSignedIn' });
    expect(attorneyLoginFailure(raised(404, 'User not found'))).toEqual({ kind: 'notSignedIn' });
  });

  it('keeps other server messages, and tells a network failure apart', () => {
    const pending = { code: 'ATTORNEY_PENDING', message: 'Your attorney application is still under review.' };
    expect(attorneyLoginFailure(raised(403, pending))).toEqual({ kind: 'server', message: pending.message });
    expect(attorneyLoginFailure(raised(500, ''))).toEqual({ kind: 'server', message: null });
    expect(attorneyLoginFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'network' });
  });
});
