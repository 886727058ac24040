import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { signupFailure } from './signup-failure';

const FIELDS = ['email', 'licenseNumber', 'bio'];
const refusal = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body));

describe('a failed attorney registration', () => {
  it('puts the reason under the field the server names, without its "field: " prefix', () => {
    const failure = signupFailure(
      refusal(409, { field: 'email', message: 'email: An account with this email already exists' }),
      FIELDS,
    );
    expect(failure.field).toEqual({ name: 'email', message: 'An account with this email already exists' });
    expect(failure.description).toEqual({ text: 'email: An account with this email already exists' });
  });

  it('only toasts when the named field is not on the form', () => {
    const failure = signupFailure(refusal(400, { field: 'captcha', message: 'Try again' }), FIELDS);
    expect(failure.field).toBeNull();
    expect(failure.description).toEqual({ text: 'Try again' });
  });

  it('falls back to the default text when the server gives no reason', () => {
    expect(signupFailure(new ApiError(500, ''), FIELDS)).toEqual({
      field: null,
      description: { key: 'toasts.failedDefault' },
    });
  });

  it('calls a request that got no answer a network problem', () => {
    expect(signupFailure(new TypeError('Failed to fetch'), FIELDS)).toEqual({
      field: null,
      description: { key: 'toasts.network' },
    });
  });
});
