import { AppError } from '../../../shared/errors.js';

export interface ForumFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  headers: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
}

/**
 * One call to the forum: no redirect is followed (a redirect means the forum refused us or the
 * address is not what we asked for), the whole exchange ends at the timeout, an answer larger than
 * maxBytes is cut off and refused, and anything but a JSON body is refused. Failures become the
 * codes the routes answer with: FORUM_TIMEOUT (504), FORUM_UNAVAILABLE (503), FORUM_BLOCKED (a
 * refusal, including a web page in place of JSON) and FORUM_BAD_ANSWER (502).
 */
export async function fetchForumJson(url: URL, options: ForumFetchOptions): Promise<unknown> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let res: Response;
  try {
    res = await fetch(url, {
      method: options.method ?? 'GET',
      headers: options.headers,
      body: options.body,
      redirect: 'manual',
      signal,
    });
  } catch (err) {
    throw failure(err, signal);
  }
  if (res.status >= 300 && res.status < 400) {
    await res.body?.cancel();
    throw new AppError('FORUM_BLOCKED', undefined, undefined, { cause: `redirect ${res.status}` });
  }
  if (res.status === 503 || res.status === 502 || res.status === 504 || res.status === 429) {
    await res.body?.cancel();
    throw new AppError('FORUM_UNAVAILABLE', undefined, undefined, { cause: `status ${res.status}` });
  }
  if (res.status === 404 || res.status === 410) {
    await res.body?.cancel();
    throw new AppError('NOT_FOUND');
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new AppError('FORUM_BLOCKED', undefined, undefined, { cause: `status ${res.status}` });
  }
  const text = await readCapped(res, options.maxBytes, signal);
  try {
    return JSON.parse(text);
  } catch {
    // The forum turns away a server it blocks with a web page (a login or "blocked" page) instead
    // of its JSON: that is a refusal, not a garbled answer.
    if (isWebPage(res, text)) {
      throw new AppError('FORUM_BLOCKED', undefined, undefined, { cause: 'HTML page instead of JSON' });
    }
    throw new AppError('FORUM_BAD_ANSWER', undefined, undefined, { cause: 'not JSON' });
  }
}

function isWebPage(res: Response, text: string): boolean {
  return /text\/html/i.test(res.headers.get('content-type') ?? '') || /^\s*<(!doctype|html)/i.test(text);
}

function failure(err: unknown, signal: AbortSignal): AppError {
  if (err instanceof AppError) return err;
  if (signal.aborted) return new AppError('FORUM_TIMEOUT', undefined, undefined, { cause: err });
  return new AppError('FORUM_UNAVAILABLE', undefined, undefined, { cause: err });
}

async function readCapped(res: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel();
    throw new AppError('FORUM_BAD_ANSWER', undefined, undefined, { cause: 'answer too large' });
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel();
        throw new AppError('FORUM_BAD_ANSWER', undefined, undefined, { cause: 'answer too large' });
      }
      chunks.push(value);
    }
  } catch (err) {
    throw failure(err, signal);
  }
  return Buffer.concat(chunks).toString('utf8');
}
