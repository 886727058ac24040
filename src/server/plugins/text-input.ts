import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../shared/errors.js';
import { languageOf, message } from '../lib/messages.js';

/**
 * A UTF-16 surrogate without its pair (the `u` flag reads a proper pair as one code point, so only
 * lone halves match). No keyboard produces one; it comes from cut strings or crafted requests.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * Text that no column can hold faithfully. U+0000 is refused by PostgreSQL in text and jsonb; a
 * lone surrogate is refused in jsonb and silently turned into U+FFFD in text. Both are refused
 * here rather than cleaned: cleaning would store something other than what the person sent, and
 * could merge two object keys into one, while a 400 naming the field says what to fix.
 */
export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

interface Step {
  value: unknown;
  key: string | number | null;
  parent: Step | null;
}

/** Deeper than any of our schemas go; a field named past it would only echo a crafted body back. */
const MAX_FIELD_DEPTH = 8;

function pathOf(step: Step | null): string {
  const keys: (string | number)[] = [];
  for (let at = step; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return keys.reverse().slice(0, MAX_FIELD_DEPTH).map(String).join('.');
}

/**
 * Where the first unsafe string sits in a parsed body, query or params: the dotted path of the
 * value, or of the object whose key is unsafe ('' for the top level). Null when all is clean.
 * Iterative with parent links, so a deeply nested body costs linear time and no call stack.
 */
export function findUnsafeText(value: unknown): string | null {
  const pending: Step[] = [{ value, key: null, parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const current = step.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pathOf(step);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push({ value: current[i], key: i, parent: step });
    } else if (current && typeof current === 'object' && !ArrayBuffer.isView(current)) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (isUnsafeText(key)) return pathOf(step);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i] as [string, unknown];
        pending.push({ value: item, key, parent: step });
      }
    }
  }
  return null;
}

function unsafeTextError(request: FastifyRequest, field: string): AppError {
  const text = message(languageOf(request.headers), 'request.unsafeText');
  return new AppError('VALIDATION', field ? `${field}: ${text}` : text, field || undefined);
}

async function checkRequestText(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const field = findUnsafeText(part);
    if (field !== null) throw unsafeTextError(request, field);
  }
}

/**
 * One check ahead of every route's validation, so no route (present or future, JSON or form body)
 * can hand such text to a service or the database. It is appended to each route's own
 * preValidation hooks, which an app-wide hook would precede: sign-in is still checked first, so a
 * guest gets 401 whatever the body holds.
 */
export function registerTextInputCheck(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    const own = route.preValidation;
    route.preValidation = [...(own ? (Array.isArray(own) ? own : [own]) : []), checkRequestText];
  });
}
