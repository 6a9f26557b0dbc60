import type { CallContract } from '../../src/domain/contract';

/** Every call contract the domain's schema modules export (each exported defineCall, also inside records). */
export function domainContracts(): CallContract[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../src/domain/schemas/*.ts', { eager: true });
  const found = new Set<CallContract>();
  const visit = (value: unknown, depth: number) => {
    if (typeof value !== 'object' || value === null || depth > 2) return;
    const candidate = value as Partial<CallContract>;
    if (typeof candidate.method === 'string' && typeof candidate.path === 'string' && candidate.response) {
      found.add(candidate as CallContract);
      return;
    }
    if (Object.getPrototypeOf(value) === Object.prototype) for (const inner of Object.values(value)) visit(inner, depth + 1);
  };
  for (const exports of Object.values(modules)) for (const value of Object.values(exports)) visit(value, 0);
  return [...found];
}
