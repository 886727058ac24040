import type { Language } from '../../shared/constants.js';
import { en, type MessageKey } from '../locales/en.js';
import { es } from '../locales/es.js';

export type { MessageKey };

/**
 * The server's text catalogs, one per language. A new text (or a new error code's text) goes into
 * src/server/locales/en.ts and es.ts under the same key; nothing is written here.
 */
const CATALOGS: Record<Language, Record<MessageKey, string>> = { en, es };

/** The names between braces in a text, as a type: 'Hi {name}' → 'name'. */
type Placeholders<T extends string> = T extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** The values a key's text needs, if any; the English text decides which. */
type Values<K extends MessageKey> = [Placeholders<(typeof en)[K]>] extends [never]
  ? []
  : [values: Record<Placeholders<(typeof en)[K]>, string | number>];

/** A text of the catalog in the person's language, with its `{name}` places filled in. */
export function message<K extends MessageKey>(lang: Language, key: K, ...values: Values<K>): string {
  const text = CATALOGS[lang][key];
  const given: Record<string, string | number> | undefined = values[0];
  if (!given) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in given ? String(given[name]) : whole));
}

/**
 * A text that may be a catalog key (a shared zod schema names its rule texts by key): the text of
 * that key in the person's language, or the text itself when it is no key.
 */
export function textOrKey(lang: Language, text: string): string {
  return Object.hasOwn(CATALOGS[lang], text) ? CATALOGS[lang][text as MessageKey] : text;
}

/** The caller's language: an explicit x-language header, else Accept-Language, else English. */
export function languageOf(headers: Record<string, string | string[] | undefined>): Language {
  const explicit = headers['x-language'];
  if (explicit === 'es' || explicit === 'en') return explicit;
  return acceptedLanguage(String(headers['accept-language'] ?? '')) ?? 'en';
}

/** The first of our languages in an Accept-Language list, as the browser itself would choose. */
export function acceptedLanguage(accept: string): Language | null {
  const ranked = accept
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { tag: tag.trim(), q: q ? Number(q.slice(2)) : 1, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'es' || primary === 'en') return primary;
  }
  return null;
}
