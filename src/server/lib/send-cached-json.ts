import type { FastifyReply } from 'fastify';

/**
 * Sends JSON kept ready as text or UTF-8 bytes (in the read cache, or made once per release), so
 * it is neither serialized nor encoded again for every answer. The caller vouches that the body was
 * built to the route's response schema: Fastify passes a string or Buffer through unchecked, which
 * its typed reply cannot express, hence the one cast here.
 */
export function sendCachedJson(
  reply: FastifyReply,
  body: string | Buffer,
  headers: Record<string, string> = {},
): FastifyReply {
  return reply
    .headers(headers)
    .type('application/json; charset=utf-8')
    .send(body as never);
}
