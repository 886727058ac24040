import type OpenAI from 'openai';
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

type Sdk = typeof import('openai');
type Completion = OpenAI.Chat.Completions.ChatCompletion;

const QUOTA_WORDS = /quota|insufficient_quota|billing|rate limit/i;

function responseFormat(mode: OpenAiConfig['responseFormat'], name: string, schema: Record<string, unknown>) {
  return mode === 'json_schema'
    ? ({ type: 'json_schema', json_schema: { name, strict: true, schema } } as const)
    : ({ type: 'json_object' } as const);
}

/**
 * The SDK is imported on first use, so a server on the offline engine never loads it; the client is
 * made once per provider.
 */
function lazyClient(config: OpenAiConfig): () => Promise<{ client: OpenAI; sdk: Sdk }> {
  let loading: Promise<{ client: OpenAI; sdk: Sdk }> | undefined;
  return () => {
    loading ??= import('openai').then((sdk) => ({
      sdk,
      client: new sdk.default({
        baseURL: config.baseUrl,
        // The SDK insists on a key; a compatible server that needs none gets no Authorization header.
        apiKey: config.apiKey ?? 'none',
        defaultHeaders: config.apiKey ? undefined : { Authorization: null },
        organization: null,
        project: null,
        timeout: config.timeoutMs,
        // A person is waiting: one attempt within AI_TIMEOUT_MS, then the "try again" text. Retries
        // would multiply the wait and spend quota on answers nobody is still waiting for.
        maxRetries: 0,
      }),
    }));
    return loading;
  };
}

function contentOf(completion: Completion): unknown {
  const content = completion.choices?.[0]?.message?.content;
  if (typeof content !== 'string') throw new Error('no message content');
  // Some compatible servers wrap JSON in a Markdown fence even in JSON mode.
  return JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, ''));
}

/**
 * Chat completions whose answer is JSON of a known shape. A 429 or a quota message becomes
 * AI_QUOTA (the client shows the quota text); anything else that goes wrong becomes AI_UNAVAILABLE.
 */
export function jsonCompleter(config: OpenAiConfig) {
  const load = lazyClient(config);
  return async function completeJson<T>(request: JsonRequest<T>): Promise<T> {
    const { client, sdk } = await load();
    const send = async (mode: OpenAiConfig['responseFormat']) => {
      try {
        return await client.chat.completions.create({
          model: config.model,
          messages: request.messages,
          temperature: 0.2,
          response_format: responseFormat(mode, request.name, request.jsonSchema),
        });
      } catch (err) {
        // An HTTP answer is judged below; a timeout, a refused connection or a reset has no status.
        if (err instanceof sdk.APIError && typeof err.status === 'number') return err;
        throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: err });
      }
    };
    let res = await send(config.responseFormat);
    // Not every compatible server knows json_schema; JSON mode plus the schema in the prompt still works.
    if (
      res instanceof sdk.APIError &&
      res.status === 400 &&
      config.responseFormat === 'json_schema' &&
      /response_format|json_schema/i.test(res.message)
    ) {
      res = await send('json_object');
    }
    if (res instanceof sdk.APIError) {
      if (res.status === 429 || QUOTA_WORDS.test(`${res.message} ${res.code ?? ''}`)) {
        throw new AppError('AI_QUOTA', undefined, undefined, { cause: res });
      }
      throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: res });
    }
    let parsed: unknown;
    try {
      parsed = contentOf(res);
    } catch (err) {
      throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: err });
    }
    const checked = request.schema.safeParse(parsed);
    if (!checked.success)
      throw new AppError('AI_UNAVAILABLE', undefined, undefined, { cause: checked.error });
    return checked.data;
  };
}
