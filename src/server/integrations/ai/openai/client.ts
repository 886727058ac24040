import type { z } from 'zod';
import { AppError } from '../../../../shared/errors.js';

export interface OpenAiConfig {
  /** Base URL of an OpenAI-compatible API, such as https://api.openai.com/v1. */
  baseUrl: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  responseFormat: 'json_schema' | 'json_object';
}

export interface Message {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface JsonRequest<T> {
  messages: Message[];
  /** Name and JSON Schema of the answer, sent as response_format. */
  name: string;
  jsonSchema: Record<string, unknown>;
  /** The same shape in zod: the answer is checked with it before anyone sees it. */
  schema: z.ZodType<T>;
}

const QUOTA_WORDS = /quota|insufficient_quota|billing|rate limit/i;

function responseFormat(mode: OpenAiConfig['responseFormat'], name: string, schema: Record<string, unknown>) {
  return mode === 'json_schema'
    ? { type: 'json_schema', json_schema: { name, strict: true, schema } }
    : { type: 'json_object' };
}

async function post(config: OpenAiConfig, body: unknown): Promise<{ status: number; text: string }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), config.timeoutMs);
  try {
    const res = await fetch(`${config.baseUrl.replace(/\/+$/, '')}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
    return { status: res.status, text: await res.text() };
  } catch (err) {
    // A timeout, a refused connection or a reset: the service is not usable right now.
    throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: err });
  } finally {
    clearTimeout(timer);
  }
}

function contentOf(text: string): unknown {
  const body = JSON.parse(text) as { choices?: { message?: { content?: unknown } }[] };
  const content = body.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('no message content');
  // Some compatible servers wrap JSON in a Markdown fence even in JSON mode.
  return JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
}

/**
 * One chat completion whose answer is JSON of a known shape. A 429 or a quota message becomes
 * AI_QUOTA (the client shows the quota text); anything else that goes wrong becomes AI_UNAVAILABLE.
 */
export async function completeJson<T>(config: OpenAiConfig, request: JsonRequest<T>): Promise<T> {
  const send = (mode: OpenAiConfig['responseFormat']) =>
    post(config, {
      model: config.model,
      messages: request.messages,
      temperature: 0.2,
      response_format: responseFormat(mode, request.name, request.jsonSchema),
    });
  let res = await send(config.responseFormat);
  // Not every compatible server knows json_schema; JSON mode plus the schema in the prompt still works.
  if (
    res.status === 400 &&
    config.responseFormat === 'json_schema' &&
    /response_format|json_schema/i.test(res.text)
  ) {
    res = await send('json_object');
  }
  if (res.status === 429 || (res.status >= 400 && QUOTA_WORDS.test(res.text))) throw new AppError('AI_QUOTA');
  if (res.status < 200 || res.status >= 300) throw new AppError('AI_UNAVAILABLE');
  let parsed: unknown;
  try {
    parsed = contentOf(res.text);
  } catch (err) {
    throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: err });
  }
  const checked = request.schema.safeParse(parsed);
  if (!checked.success) throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: checked.error });
  return checked.data;
}
