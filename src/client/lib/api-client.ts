import { STORAGE_KEYS, storage } from './storage';

/** The HTTP status of an error raised by apiRequest, read back from its "STATUS: body" message. */
export function errorStatus(error: unknown): number | null {
  const match = error instanceof Error ? /^(\d{3}): /.exec(error.message) : null;
  return match ? Number(match[1]) : null;
}

/** The body of an error raised by apiRequest: the server's JSON, or its plain text as the message. */
function errorBody(error: unknown): { code?: unknown; message?: unknown; field?: unknown } | null {
  if (!(error instanceof Error)) return null;
  const text = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? parsed : { message: text };
  } catch {
    return text ? { message: text } : null;
  }
}

const stringOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

/** The server's { message } inside an error raised by apiRequest, when there is one. */
export function errorMessage(error: unknown): string | null {
  return stringOrNull(errorBody(error)?.message);
}

/** The server's error code (e.g. FREE_LIMIT_REACHED) inside an error raised by apiRequest. */
export function errorCode(error: unknown): string | null {
  return stringOrNull(errorBody(error)?.code);
}

/** The request field a 400 names (e.g. 'code'), when it names one. */
export function errorField(error: unknown): string | null {
  return stringOrNull(errorBody(error)?.field);
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new Error(`${res.status}: ${text}`);
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
