import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('environment defaults', () => {
  it('production is safe unless told otherwise: no demo seeding, Secure cookie, no free checkout', () => {
    expect(loadEnv({ NODE_ENV: 'production' })).toMatchObject({
      SEED_DEMO: false,
      COOKIE_SECURE: true,
      PAYMENTS_SIMULATED: false,
    });
  });

  it('development keeps the offline conveniences', () => {
    expect(loadEnv({})).toMatchObject({ SEED_DEMO: true, COOKIE_SECURE: false, PAYMENTS_SIMULATED: true });
  });

  it('each setting opts in or out explicitly; the older SEED_DEMO spellings still mean what they said', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      SEED_DEMO: 'true',
      COOKIE_SECURE: 'false',
      PAYMENTS_SIMULATED: '1',
    });
    expect(env).toMatchObject({ SEED_DEMO: true, COOKIE_SECURE: false, PAYMENTS_SIMULATED: true });
    expect(loadEnv({ SEED_DEMO: 'never' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'auto' }).SEED_DEMO).toBe(false);
    expect(loadEnv({ NODE_ENV: 'development', SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    expect(() => loadEnv({ PAYMENTS_SIMULATED: 'yes' })).toThrow(/PAYMENTS_SIMULATED/);
  });

  it('admins need a second factor unless demo accounts are made, or the setting says otherwise', () => {
    expect(loadEnv({ NODE_ENV: 'production' }).ADMIN_2FA).toBe('required');
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true' }).ADMIN_2FA).toBe('optional');
    expect(loadEnv({}).ADMIN_2FA).toBe('optional');
    expect(loadEnv({ SEED_DEMO: 'false' }).ADMIN_2FA).toBe('required');
    expect(loadEnv({ NODE_ENV: 'production', SEED_DEMO: 'true', ADMIN_2FA: 'required' }).ADMIN_2FA).toBe(
      'required',
    );
    expect(loadEnv({ NODE_ENV: 'production', ADMIN_2FA: 'optional' }).ADMIN_2FA).toBe('optional');
    expect(() => loadEnv({ ADMIN_2FA: 'yes' })).toThrow(/ADMIN_2FA/);
  });
});
