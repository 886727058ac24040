import { describe, expect, it } from 'vitest';
import { detectLanguage } from './text-language.js';

describe('the language of a text', () => {
  it('reads Spanish and English as people write them, accents or not', () => {
    expect(detectLanguage('mi casero no me quiere devolver el deposito')).toBe('es');
    expect(detectLanguage('Mi jefe no me pagó la última semana')).toBe('es');
    expect(detectLanguage('¿Qué hago?')).toBe('es');
    expect(detectLanguage('My landlord kept my deposit and did not say why')).toBe('en');
    expect(detectLanguage('im getting evicted what can i do')).toBe('en');
  });

  it('gives the fallback when it cannot tell', () => {
    expect(detectLanguage('OK')).toBe('en');
    expect(detectLanguage('OK', 'es')).toBe('es');
    expect(detectLanguage('', 'es')).toBe('es');
  });
});
