import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PROBLEM_DETAIL } from '@/domain/problem-details';
import { ATTACHMENT_PROBLEM } from '@/domain/schemas/attachments';
import { DRAFT_VALIDATION } from '@/domain/schemas/draft-fields';
import { NOTE_PROBLEM, NOTE_VALIDATION } from '@/domain/schemas/notes';
import { VALIDATION } from '@/domain/schemas/reference-common';
import { INPUT_VALIDATION } from '@/domain/schemas/safe-input';
import { WEEK_REPORT_PROBLEM, WEEK_REPORT_VALIDATION } from '@/domain/schemas/week-reports';
import { clientErrorDetail, HANDLER_DETAIL } from '@/server/http/error-handler';

/**
 * Every message key the service can put in a problem's `detail` (or in its field errors) has a Norwegian text in
 * locales/nb, and no error helper of the service is given English text. The keys come from the service's code:
 * the first argument of each error helper, every 'namespace:path' literal, and the constants it uses.
 */
const ROOT = join(__dirname, '..', '..');
const LOCALES = join(ROOT, 'locales', 'nb');
const locales: Record<string, unknown> = Object.fromEntries(
  readdirSync(LOCALES)
    .filter((file) => file.endsWith('.json'))
    .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES, file), 'utf8')) as unknown]),
);

/** The text of 'namespace:a.b.c' in locales/nb, or undefined. */
function textOf(key: string): string | undefined {
  const [ns, path] = key.split(':');
  let node: unknown = locales[ns];
  for (const part of path?.split('.') ?? []) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'migrations' ? [] : sourceFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

const serverFiles = sourceFiles(join(ROOT, 'src', 'server')).map((path) => ({
  path: relative(ROOT, path),
  text: readFileSync(path, 'utf8'),
}));

/** First arguments of the error helpers: badRequest('…'), notFound(…), new AppError('CODE', '…'), sendProblem(…, '…'). */
const HELPER_CALL =
  /\b(?:badRequest|notFound|forbidden|unauthorized|conflict)\(\s*([^,)]+)|new AppError\(\s*'[A-Z_]+',\s*([^,)]+)|(?<!function )sendProblem\(\s*[^,]+,\s*[^,]+,\s*[^,]+,\s*[^,]+,\s*([^,)]+)/g;
/** A string literal 'namespace:path' of a namespace that has a file under locales/nb (not a cache key: derive('…')). */
const KEY_LITERAL = /(?<!derive\()['"`]([a-z][\w-]*):([\w-]+(?:\.[\w-]+)*)['"`]/g;

describe('message keys of the service', () => {
  it('finds the error helpers of the service in its code (the scan sees what it checks)', () => {
    const calls = serverFiles.flatMap(({ text }) => [...text.matchAll(HELPER_CALL)]);
    expect(calls.length).toBeGreaterThan(50);
  });

  it('gives every error helper a message key or a constant, never English text', () => {
    const offending: string[] = [];
    for (const { path, text } of serverFiles) {
      for (const match of text.matchAll(HELPER_CALL)) {
        const argument = (match[1] ?? match[2] ?? match[3]).trim();
        const literal = /^(['"`])(.*)\1$/s.exec(argument);
        const isKey = literal && !literal[2].includes('${') && /^[a-z][\w-]*:[\w-]+(?:\.[\w-]+)*$/.test(literal[2]);
        const isConstant = /^[A-Za-z_][\w.]*$/.test(argument) && !/^(message|detail)$/.test(argument);
        if (!isKey && !isConstant && !(argument.startsWith('message') && path.endsWith('app-error.ts')))
          offending.push(`${path}: ${argument}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('has a Norwegian text for every message key in the service code', () => {
    const keys = new Set<string>();
    for (const { text } of serverFiles) {
      for (const [, ns, path] of text.matchAll(KEY_LITERAL)) if (ns in locales) keys.add(`${ns}:${path}`);
    }
    expect(keys.size).toBeGreaterThan(50);
    expect([...keys].filter((key) => textOf(key) === undefined)).toEqual([]);
  });

  it('has a Norwegian text for the constants the service sends as detail or field message', () => {
    const keys = [
      ...Object.values(PROBLEM_DETAIL),
      ...Object.values(HANDLER_DETAIL),
      ...[400, 404, 413, 415, 418].map((status) => clientErrorDetail(status)),
      ...['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH'].map((code) => clientErrorDetail(400, code)),
      ...Object.values(DRAFT_VALIDATION),
      ...Object.values(INPUT_VALIDATION),
      ...Object.values(WEEK_REPORT_VALIDATION),
      ...Object.values(WEEK_REPORT_PROBLEM),
      ...Object.values(ATTACHMENT_PROBLEM),
      'attachments:problems.sha256',
      'attachments:problems.duplicateId',
      ...Object.values(NOTE_PROBLEM),
      ...Object.values(NOTE_VALIDATION),
      // The admin schemas' messages have no namespace: they are keys of admin.json.
      ...Object.values(VALIDATION).map((key) => `admin:${key}`),
    ];
    expect(keys.filter((key) => textOf(key) === undefined)).toEqual([]);
  });

  it('has a Norwegian text for every missing item a refused submit can list', () => {
    const source = readFileSync(join(ROOT, 'src', 'domain', 'draft', 'missing-required-items.ts'), 'utf8');
    const union = /export type MissingItemKey =([^;]+);/.exec(source)?.[1] ?? '';
    const items = [...union.matchAll(/'(\w+)'/g)].map(([, key]) => key);
    expect(items.length).toBeGreaterThan(10);
    expect(items.filter((key) => textOf(`draft-rules:missing.${key}`) === undefined)).toEqual([]);
  });
});
