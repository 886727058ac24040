import { describe, expect, it } from 'vitest';
import { acceptedLanguage, languageOf } from './messages.js';

describe('the caller’s language', () => {
  it('takes the first of our languages in Accept-Language, by weight then order', () => {
    expect(acceptedLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(acceptedLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(acceptedLanguage('fr-FR,fr;q=0.9,es;q=0.8,en;q=0.7')).toBe('es');
    expect(acceptedLanguage('en;q=0.2, es;q=0.9')).toBe('es');
    expect(acceptedLanguage('ES')).toBe('es');
  });

  it('has no answer for other languages, refused ones or nonsense', () => {
    expect(acceptedLanguage('fr-FR,de;q=0.5')).toBeNull();
    expect(acceptedLanguage('es;q=0, fr')).toBeNull();
    expect(acceptedLanguage('es;q=abc')).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
    expect(acceptedLanguage(',,;;')).toBeNull();
  });

  it('lets x-language win and falls back to English', () => {
    expect(languageOf({ 'x-language': 'es', 'accept-language': 'en' })).toBe('es');
    expect(languageOf({ 'accept-language': 'fr' })).toBe('en');
    expect(languageOf({})).toBe('en');
  });
});
