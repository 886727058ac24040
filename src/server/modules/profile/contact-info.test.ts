import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../../../../tests/factories/users.js';
import { createTestApp, type TestContext } from '../../../../tests/setup/test-app.js';

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp({ SMS_NUMBER: '+1 (505) 555-0199', SUPPORT_EMAIL: 'ayuda@amparo.example' });
});
afterAll(async () => t?.close());

describe('GET /api/contact-info', () => {
  it('answers the configured SMS number and support e-mail to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/contact-info' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ smsNumber: '+1 (505) 555-0199', supportEmail: 'ayuda@amparo.example' });
  });
});

describe('PATCH /api/auth/user names (right to correct)', () => {
  it('corrects first and last name, trimmed, and refuses a blank one', async () => {
    const p = await signUp(t.app, { firstName: 'Jose', lastName: 'Gonzales' });
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: p.headers,
      payload: { firstName: ' José ', lastName: 'González' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'José', lastName: 'González' });
    const blank = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/user',
      headers: p.headers,
      payload: { lastName: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().field).toBe('lastName');
  });
});
