import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server speaking the OpenAI chat completions wire protocol, for testing the real adapter.
 * `mode` decides the next answers; every request body is kept for inspection.
 */
export type FakeMode =
  | 'ok'
  | 'malformed'
  | 'wrong-shape'
  | 'rate-limited'
  | 'quota'
  | 'slow'
  | 'no-json-schema'
  | 'server-error';

export interface FakeOpenAi {
  url: string;
  mode: FakeMode;
  requests: { headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** The JSON content to answer with, by response_format schema name. */
  answers: Record<string, unknown>;
  close(): Promise<void>;
}

function completion(content: string) {
  return JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 1,
    model: 'test-model',
    choices: [{ index: 0, finish_reason: 'stop', message: { role: 'assistant', content } }],
  });
}

export async function startFakeOpenAi(answers: Record<string, unknown> = {}): Promise<FakeOpenAi> {
  const state: Omit<FakeOpenAi, 'url' | 'close'> = { mode: 'ok', requests: [], answers };
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as Record<string, unknown>;
      state.requests.push({ headers: req.headers, body });
      const format = body.response_format as { type: string; json_schema?: { name: string } } | undefined;
      const send = (status: number, text: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(text);
      };
      if (req.url !== '/v1/chat/completions' || req.method !== 'POST')
        return send(404, '{"error":"not found"}');
      switch (state.mode) {
        case 'rate-limited':
          return send(
            429,
            JSON.stringify({ error: { message: 'Rate limit reached for requests', type: 'requests' } }),
          );
        case 'quota':
          return send(
            403,
            JSON.stringify({
              error: { message: 'You exceeded your current quota.', code: 'insufficient_quota' },
            }),
          );
        case 'server-error':
          return send(500, JSON.stringify({ error: { message: 'internal secret detail' } }));
        case 'slow':
          setTimeout(() => send(200, completion('{}')), 2000).unref();
          return;
        case 'malformed':
          return send(200, completion('this is not json {'));
        case 'wrong-shape':
          return send(200, completion(JSON.stringify({ unexpected: true })));
        case 'no-json-schema':
          if (format?.type === 'json_schema') {
            return send(
              400,
              JSON.stringify({
                error: {
                  message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported",
                },
              }),
            );
          }
          break;
        default:
          break;
      }
      const name = format?.json_schema?.name ?? Object.keys(state.answers)[0] ?? '';
      const answer = state.answers[name] ?? state.answers[Object.keys(state.answers)[0] ?? ''] ?? {};
      return send(200, completion(`\`\`\`json\n${JSON.stringify(answer)}\n\`\`\``));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
