import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../shared/errors.js';
import { TOPICS } from '../../shared/topics.js';
import { message } from '../lib/messages.js';
import { en } from './en.js';
import { es } from './es.js';

const SERVER = resolve(__dirname, '..');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory()
      ? files(path)
      : /\.ts$/.test(name) && !/\.test\.ts$/.test(name)
        ? [path]
        : [];
  });
}

/**
 * Where a text for a person may still be written per language outside the catalog: the offline AI
 * engine keeps its wording in one module per language and topic, and the model's instructions name
 * the language to write in (they are read by the model, not by a person).
 */
const OWN_CATALOGS = ['integrations/ai/offline/', 'integrations/ai/openai/instructions.ts'];

describe('server texts', () => {
  it('English and Spanish have the same keys', () => {
    const missingInEs = Object.keys(en).filter((k) => !(k in es));
    const missingInEn = Object.keys(es).filter((k) => !(k in en));
    expect({ missingInEs, missingInEn }).toEqual({ missingInEs: [], missingInEn: [] });
  });

  it('no text is empty', () => {
    const empty = [...Object.entries(en), ...Object.entries(es)]
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('both languages fill in the same places', () => {
    const differ = Object.entries(en)
      .filter(
        ([k, v]) =>
          JSON.stringify(placeholders(v)) !== JSON.stringify(placeholders(es[k as keyof typeof en])),
      )
      .map(([k]) => k);
    expect(differ).toEqual([]);
  });

  it('every error code has its text', () => {
    expect(Object.keys(ERROR_STATUS).filter((code) => !(code in en))).toEqual([]);
  });

  it('names every topic, in English as the topic list titles it', () => {
    expect(TOPICS.map((t) => message('en', `topic.${t.key}`))).toEqual(TOPICS.map((t) => t.title));
  });

  it('fills in the values a text names and leaves the rest as written', () => {
    expect(message('es', 'privacy.typeToConfirm', { word: 'ELIMINAR' })).toBe(
      'confirmation: escriba ELIMINAR para confirmar',
    );
    expect(message('en', 'sms.limit', { freeAnswers: 3, continueUrl: 'https://amparo.test/plans' })).toBe(
      'Amparo: You have used your 3 free AI answers. To keep going, choose a plan at https://amparo.test/plans . Reply STOP to opt out.',
    );
  });

  it('handlers and helpers write no text per language outside the catalog', () => {
    // A language ternary with a text in a branch, or a table of Spanish texts.
    const inline = [
      /===\s*['"](?:es|en)['"]\s*\?\s*['"`]/,
      /^\s*es:\s*['"`{(]/m,
      /\b(?:const|let)\s+es\s*=\s*\{/,
    ];
    const found = files(SERVER)
      .map((f) => relative(SERVER, f).split('\\').join('/'))
      .filter((f) => !f.startsWith('locales/') && !OWN_CATALOGS.some((own) => f.startsWith(own)))
      .filter((f) => inline.some((re) => re.test(readFileSync(join(SERVER, f), 'utf8'))));
    expect(found).toEqual([]);
  });
});
