// The module graph as the build parsed it (static imports), for the chunk groups of first-screen-chunks.ts and
// page-chunks.ts. Fluent UI's barrel ('@fluentui/react-components') re-exports every component, so through it every
// module that imports one Fluent component would reach all of them: an import of the barrel counts instead as imports
// of the packages its named imports come from (the barrel's own `export { … } from '…'` lines say which).

const BARREL = /node_modules[\\/]@fluentui[\\/]react-components[\\/]lib[\\/]index\.js$/;
const BARREL_IMPORT =
  /(?:import|export)\s+(type\s+)?\{([^}]*)\}\s*from\s*['"]@fluentui\/react-components['"]/g;
const BARREL_EXPORT = /export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g;
const OWN_SOURCE = /[\\/]src[\\/][^\0]*\.tsx?$/;

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\n]*/g, '');
const names = (list: string) =>
  withoutComments(list)
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n && !n.startsWith('type '));

/** Static imports by module id, as parsed. */
const parsed = new Map<string, readonly string[]>();
/** Dynamic imports by module id. */
const dynamic = new Map<string, readonly string[]>();
/** The names each of our modules imports from the barrel. */
const barrelNames = new Map<string, string[]>();
/** The barrel's id and, per exported name, the package it comes from. */
let barrel: { id: string; packageOf: Map<string, string> } | undefined;

export const recordImports = {
  name: 'record-imports',
  transform(code: string, id: string) {
    if (BARREL.test(id)) {
      const packageOf = new Map<string, string>();
      for (const [, list, from] of code.matchAll(BARREL_EXPORT))
        for (const n of names(list!)) packageOf.set(n.split(/\s+as\s+/).pop()!, from!);
      barrel = { id, packageOf };
    } else if (OWN_SOURCE.test(id)) {
      const used = [...code.matchAll(BARREL_IMPORT)].filter((m) => !m[1]).flatMap((m) => names(m[2]!));
      if (used.length)
        barrelNames.set(
          id,
          used.map((n) => n.split(/\s+as\s+/)[0]!),
        );
    }
    return null;
  },
  moduleParsed(info: {
    id: string;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  }) {
    parsed.set(info.id, info.importedIds);
    dynamic.set(info.id, info.dynamicallyImportedIds);
  },
};

/** The modules the build parsed. */
export const parsedModules = () => parsed.keys();

/** A module's dynamic imports. */
export const dynamicImportsOf = (id: string): readonly string[] => dynamic.get(id) ?? [];

/** A module's static imports, the barrel replaced by the Fluent packages the module takes from it. */
export function importsOf(id: string): readonly string[] {
  const ids = parsed.get(id) ?? [];
  if (!barrel || !ids.includes(barrel.id)) return ids;
  const { id: barrelId, packageOf } = barrel;
  const packages = new Set(
    (barrelNames.get(id) ?? []).map((n) => packageOf.get(n)).filter((p) => p !== undefined),
  );
  const barrelImports = parsed.get(barrelId) ?? [];
  const used = barrelImports.filter((dep) =>
    [...packages].some((p) => dep.replace(/\\/g, '/').includes(`node_modules/${p}/`)),
  );
  return [...ids.filter((dep) => dep !== barrelId), ...used];
}
