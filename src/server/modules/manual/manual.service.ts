import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Language } from '../../../shared/constants.js';
import { ROOT_DIR } from '../../lib/paths.js';

/** One file per language: the English original and its Spanish translation. */
export const MANUAL_FILES: Record<Language, string> = {
  en: join(ROOT_DIR, 'docs', 'operating-manual.md'),
  es: join(ROOT_DIR, 'docs', 'operating-manual.es.md'),
};

export interface Manual {
  title: string;
  version: string;
  date: string;
  text: string;
  etag: string;
}

/**
 * When the manual last changed: its last commit in a git checkout, else the file's own time (an
 * unpacked release has no history).
 */
function lastChanged(file: string): string {
  try {
    const day = execFileSync('git', ['log', '-1', '--format=%cs', '--', file], {
      cwd: ROOT_DIR,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 5_000,
    }).trim();
    if (/^\d{4}-\d{2}-\d{2}$/.test(day)) return day;
  } catch {
    // No git, or not a checkout: the file time below.
  }
  return statSync(file).mtime.toISOString().slice(0, 10);
}

/**
 * The operating manual with its version (the package's) and date (its last change) filled in
 * where the text says {{version}} and {{date}}, so they are never a fixed string.
 */
export function loadManual(file = MANUAL_FILES.en): Manual {
  const version = (JSON.parse(readFileSync(join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string })
    .version;
  const date = lastChanged(file);
  const text = readFileSync(file, 'utf8').replaceAll('{{version}}', version).replaceAll('{{date}}', date);
  const title = /^#\s+(.+)$/m.exec(text)?.[1]?.trim() ?? 'Operating manual';
  const etag = `"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
  return { title, version, date, text, etag };
}
