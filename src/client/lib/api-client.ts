import { STORAGE_KEYS, storage } from './storage';

type ErrorBody = { code?: unknown; message?: unknown; field?: unknown };

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function parseBody(text: string): ErrorBody | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : { message: text };
  } catch {
    return text ? { message: text } : null;
  }
}

/**
 * A reply that was not 2xx. The message stays "STATUS: body" as spec §7/§8 write it; callers read
 * the status and the server's { code, message, field } from the fields instead of parsing it back.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The server's reply: its JSON, or its plain text as { message }. */
  readonly body: ErrorBody | null;
  /** The server's error code (e.g. FREE_LIMIT_REACHED), when it names one. */
  readonly code: string | null;
  /** The request field a 400 names (e.g. 'code'), when it names one. */
  readonly field: string | null;
  /** The server's own { message }, when there is one. */
  readonly serverMessage: string | null;

  constructor(status: number, text: string) {
    super(`${status}: ${text}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parseBody(text);
    this.code = stringOrNull(this.body?.code);
    this.field = stringOrNull(this.body?.field);
    this.serverMessage = stringOrNull(this.body?.message);
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new ApiError(res.status, text);
}

function headers(hasBody: boolean): Record<string, string> {
  const h: Record<string, string> = {};
  if (hasBody) h['Content-Type'] = 'application/json';
  const token = storage.get(STORAGE_KEYS.authToken);
  if (token) h.Authorization = `Bearer ${token}`;
  const lang = document.documentElement.lang;
  if (lang === 'es' || lang === 'en') h['Accept-Language'] = lang;
  return h;
}

/** Every call of the app: cookies always, bearer when stored, JSON type only with a body. */
export async function apiFetch(method: string, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(url, {
    method,
    headers: headers(hasBody),
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  return res;
}

/** apiFetch parsed as JSON (an empty body gives null). */
export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  const res = await apiFetch(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A file's raw bytes as the body (e.g. a picture upload), typed as the file says; JSON back. */
export async function apiSendBytes<T = unknown>(method: string, url: string, file: Blob): Promise<T> {
  const h = headers(false);
  h['Content-Type'] = file.type || 'application/octet-stream';
  const res = await fetch(url, { method, headers: h, body: file, credentials: 'include' });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A multipart upload (FormData) with the same credentials and error convention as apiRequest. */
export async function apiUpload<T = unknown>(url: string, form: FormData): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    headers: headers(false),
    body: form,
    credentials: 'include',
  });
  await throwIfNotOk(res);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}
