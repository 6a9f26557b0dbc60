import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = join(__dirname, '../../locales/nb');

/** Every leaf text of locales/nb with its file and key path. */
function texts(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const walk = (value: unknown, where: string) => {
    if (typeof value === 'string') out.push({ where, text: value });
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`);
  };
  for (const file of readdirSync(DIR).filter((f) => f.endsWith('.json')))
    walk(JSON.parse(readFileSync(join(DIR, file), 'utf8')), file);
  return out;
}

describe('locales/nb wording', () => {
  it('says a required field one way everywhere ("Feltet må fylles ut.", never "Feltet er påkrevd.")', () => {
    const all = texts();
    expect(all.filter((t) => /^Feltet er påkrevd/.test(t.text)).map((t) => t.where)).toEqual([]);
    expect(all.some((t) => t.text === 'Feltet må fylles ut.')).toBe(true);
  });
});
