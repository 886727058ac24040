import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';

describe('ApiError', () => {
  it('keeps the spec message "STATUS: body" and exposes the reply as fields', () => {
    const body = '{"code":"VALIDATION","message":"code: Enter the 6 digits","field":"code"}';
    const error = new ApiError(400, body);
    expect(error.message).toBe(`400: ${body}`);
    expect(error).toBeInstanceOf(Error);
    expect(error.status).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.field).toBe('code');
    expect(error.serverMessage).toBe('code: Enter the 6 digits');
    expect(error.body).toEqual(JSON.parse(body));
  });

  it('reads a plain-text reply as its message, with no code or field', () => {
    const error = new ApiError(502, 'Bad Gateway');
    expect(error.message).toBe('502: Bad Gateway');
    expect([error.code, error.field, error.serverMessage]).toEqual([null, null, 'Bad Gateway']);
  });
});
