import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import en from './error-words/messages/en.json' with { type: 'json' };
import { errorBodyIn, languageAsked, reasonIn } from './error-words.ts';

/** An entry's English as a service would send it: each argument filled with a value (a number: some are counts). */
const filled = (message: string) => {
  let n = 100;
  return message.replace(/\{\w+\}/g, () => String(++n));
};

describe("the server's reasons in the member's language", () => {
  it('reads every English reason back and writes it in each language', () => {
    for (const [key, message] of Object.entries(en)) {
      const sent = filled(message);
      for (const language of ['es', 'pt-BR', 'de'] as const) {
        const said = reasonIn(sent, language);
        // A reason with values keeps them; every reason changes from its English.
        expect(said, `${key} in ${language}`).not.toBe(sent);
        for (const value of sent.match(/\b1\d\d\b/g) ?? []) expect(said, `${key} in ${language}`).toContain(value);
      }
    }
  });

  it('writes values that are our words in the language too, and leaves a reason of no entry as it is', () => {
    expect(reasonIn('A referral that is in progress cannot become meeting booked', 'es')).toBe(
      'Una referencia en estado en curso no puede pasar a con reunión agendada',
    );
    expect(reasonIn('Only the member who received the referral updates its progress', 'de')).not.toMatch(/referral/);
    expect(reasonIn('Something no entry says', 'de')).toBe('Something no entry says');
    expect(reasonIn('Activity not found', 'en')).toBe('Activity not found');
  });

  it('takes the language from Accept-Language as a browser or the app sends it', () => {
    expect(languageAsked('de')).toBe('de');
    expect(languageAsked('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(languageAsked('pt')).toBe('pt-BR');
    expect(languageAsked('fr-FR,es;q=0.8')).toBe('es');
    expect(languageAsked('en-XA')).toBe('en');
    expect(languageAsked(undefined)).toBe('en');
    const body = {
      code: 'VALIDATION_ERROR' as const,
      message: 'Invalid input',
      details: [{ field: 'x', message: 'Invalid input' }],
    };
    expect(errorBodyIn(body, 'en')).toBe(body);
    expect(errorBodyIn(body, 'es')).toEqual({
      ...body,
      message: 'Datos no válidos',
      details: [{ field: 'x', message: 'Datos no válidos' }],
    });
  });
});

describe('every reason the server writes in place', () => {
  it('has an entry, so no member reads it in English by accident', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !/\.test\.ts$|-test-kit\.ts$|[\\/]seeds[\\/]|[\\/]test[\\/]/.test(f),
    );
    const known = new Set(Object.values(en));
    const missing: string[] = [];
    // new AppError('CODE', 'A reason'), notFound('Thing'), validationError('A reason', …): the reasons written whole.
    const reasons =
      /new AppError\(\s*'[A-Z_]+',\s*'([^'\\]+)'|notFound\('([^'\\]+)'\)|validationError\(\s*'([^'\\]+)'/g;
    for (const file of files) {
      for (const m of readFileSync(path.join(root, file), 'utf8').matchAll(reasons)) {
        const reason = m[1] ?? (m[2] ? `${m[2]} not found` : m[3]);
        if (reason && !known.has(reason)) missing.push(`${file}: ${reason}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
