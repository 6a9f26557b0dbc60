// How the web build splits its code (vite.config.ts), for the signed-in overview's first load on a slow phone
// (issue 15, docs/decisions.md):
// - the first screen (the app, the overview route, a phone's cards, with all they import) is five files instead of
//   about fifty: over HTTP/1.1 each file costs a round trip on one of six connections, which on a slow link costs more
//   than the bytes; the libraries (React among them), the domain layer and its call schemas are three of them, so each
//   is evaluated in a task of its own;
// - what the tiny entry imports ('$initial', its early sign-in among it) stays out of it: the sign-in page loads no app code;
// - the entry evaluates the libraries, then the domain layer, then its call schemas, then the app's code, each in a
//   task of its own (no task over ~15 ms on this machine, 60 ms at Lighthouse's 4x CPU); the first import fetches
//   them all;
// - only pages get <link rel=modulepreload> for their files: what a page loads later (menus, dialogs, the outbox,
//   texts) is fetched through its imports, since each link costs the main thread;
// - the text namespaces not in the first screen are one file;
// - each field page (the timeline and details, the week reports, the wizard) is a few files too (page-chunks.ts).

import { importsOf, parsedModules, recordImports } from './module-graph';
import { pageGroups } from './page-chunks';

/** The signed-in overview's first screen (the app, the overview page, a phone's cards) with all they import. */
const FIRST_SCREEN =
  /src[\\/]web[\\/](app[\\/](start|overview-route)|features[\\/]overview[\\/]table[\\/]overview-cards)\.tsx$/;
/** The chunks of the app and its pages (router.tsx and the admin route); the chunk first-screen holds the overview. */
const PAGE_CHUNK = /(^|\/)(first-screen[\w-]*|[\w-]*-page|admin-area)-[\w-]+\.js$/;
/** The chunks the build wrote, as the preload lists are made (libraries' import also fetches the app's code). */
let written: Record<string, { type: string; fileName: string }> = {};
const keepBundle = {
  name: 'keep-bundle',
  generateBundle: {
    order: 'pre' as const,
    handler(_options: unknown, bundle: typeof written) {
      written = bundle;
    },
  },
};
/** Every file the app's first screen needs: its chunks (the entry's steps are in theirs), the bundler's runtime, its styles. */
const FIRST_SCREEN_FILE = /^assets\/(first-screen[\w-]*|rolldown-runtime)-[\w-]+\.(js|css)$/;
/** The libraries step's chunk, the entry's first import for a signed-in tab. */
const LIBRARIES_FILE = /(^|\/)first-screen-libs-[\w-]+\.js$/;
/** The files a signed-in tab's first screen fetches: the libraries step and what its import fetches beside it. */
export const isFirstScreenFile = (file: string) => LIBRARIES_FILE.test(file) || FIRST_SCREEN_FILE.test(file);
/** The files a dynamic import fetches side by side (Vite's modulePreload.resolveDependencies). */
function preloadsOf(file: string, deps: string[]): string[] {
  if (LIBRARIES_FILE.test(file))
    return [
      ...new Set([
        ...deps,
        ...Object.values(written)
          .filter((c) => FIRST_SCREEN_FILE.test(c.fileName))
          .map((c) => c.fileName),
      ]),
    ];
  return PAGE_CHUNK.test(file) ? deps : deps.filter((d) => d.endsWith('.css'));
}
let firstScreen: Set<string> | undefined;
function firstScreenHas(id: string): boolean {
  if (!firstScreen) {
    firstScreen = new Set();
    const todo = [...parsedModules()].filter((m) => FIRST_SCREEN.test(m));
    for (let m = todo.pop(); m !== undefined; m = todo.pop()) {
      if (firstScreen.has(m)) continue;
      firstScreen.add(m);
      todo.push(...importsOf(m));
    }
  }
  return firstScreen.has(id);
}
const REACT = /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/;
const FLUENT =
  /node_modules[\\/](@fluentui|@griffel|@floating-ui|stylis|rtl-css-js|@emotion|keyborg|tabster)[\\/]/;
const LIBS = /node_modules[\\/]/;
/** The domain layer (its zod schemas are built as it loads) and the zod set-up it needs first. */
const DOMAIN = /src[\\/](domain[\\/]|web[\\/]zod-without-eval\.ts$)/;
/** The first screen's call schemas (building them is most of the domain layer's cost): a chunk and a task of their own. */
const SCHEMAS = /src[\\/]domain[\\/]schemas[\\/](?!safe-input\.ts$)[\w-]+\.ts$/;
/** The entry's steps (main.tsx), each in the chunk it runs, so that its import fetches no facade file of its own. */
const STEP = (name: string) => new RegExp(`src[\\\\/]web[\\\\/]app[\\\\/]${name}\\.ts$`);
const LIBRARIES_STEP = STEP('libraries');
const DOMAIN_STEP = STEP('domain');
const SCHEMAS_STEP = STEP('schemas');
const LATER_LIBRARIES: Array<[string, RegExp]> = [
  // With the device's database module, which imports nothing else: in a page's group it fetched that group (react-hook-form
  // and the report fields, 21 KB) with Dexie on the acquisition page (issue 27).
  ['dexie', /node_modules[\\/]dexie[\\/]|src[\\/]web[\\/]offline[\\/]db\.ts$/],
  // With Fluent's hooks that call it (its focus styles, react-tabster's lib/focus, stay with the components they style),
  // the active-descendant lists of menus and combo boxes, and the DOM walks of their outside clicks.
  [
    'tabster',
    /node_modules[\\/](tabster[\\/]|@fluentui[\\/](react-tabster[\\/]lib[\\/]hooks|react-aria|react-utilities[\\/]lib[\\/]virtualParent)[\\/])/,
  ],
  ['positioning', /node_modules[\\/](@floating-ui[\\/]|@fluentui[\\/]react-positioning[\\/])/],
];
const groups = [
  { name: 'entry-parts', tags: ['$initial' as const], priority: 5 },
  // React and the other libraries, one file: the libraries step evaluates them in one task anyway, and over HTTP/1.1
  // a file less leaves a connection to the first calls (issue 27). Fluent stays with the app's code (first-screen, by
  // its dependencies).
  {
    name: 'first-screen-libs',
    test: (id: string) =>
      LIBRARIES_STEP.test(id) ||
      ((REACT.test(id) || (LIBS.test(id) && !FLUENT.test(id))) && firstScreenHas(id)),
    priority: 3,
  },
  {
    name: 'first-screen-domain',
    test: (id: string) =>
      DOMAIN_STEP.test(id) || (DOMAIN.test(id) && !SCHEMAS.test(id) && firstScreenHas(id)),
    priority: 3,
  },
  // After the libraries and the rest of the domain layer, which it imports and which stay in their own chunks.
  {
    name: 'first-screen-schemas',
    test: (id: string) => SCHEMAS_STEP.test(id) || (SCHEMAS.test(id) && firstScreenHas(id)),
    priority: 2.5,
  },
  { name: 'first-screen', test: FIRST_SCREEN, priority: 2 },
  // The texts not in the first screen: one file, loaded after it (app/i18n.ts), instead of one per namespace. Before the
  // field pages' groups: a group takes the static imports of its modules along, and geometry.json (imported by the
  // domain's geometry messages) was in the wizard's chunk, so every page's texts fetched the wizard (issue 27).
  { name: 'texts', test: /locales[\\/]nb[\\/][\w-]+\.json$/, priority: 1.9 },
  // Libraries a field page's first paint does not use but its later parts do (IndexedDB for the outbox, Fluent's focus
  // management for menus, lists and tabs, and popup positioning): files of their own. The page groups below are made by
  // what the module graph reaches, and Fluent's barrels reach these from nearly every component; in a page's group they
  // came with it though the code that calls them loads after the first screen (issue 27). Their own files are fetched
  // only by a chunk that still calls them after tree-shaking.
  ...LATER_LIBRARIES.map(([name, test]) => ({ name, test: (id: string) => test.test(id), priority: 1.95 })),
  // The field pages' code in few files (page-chunks.ts), after the first screen has taken what it uses.
  ...pageGroups(firstScreenHas),
];

/**
 * V8's explicit compile hint (v8.dev/blog/explicit-compile-hints): the first screen's chunks run nearly all their
 * functions as the app starts, so V8 compiles them eagerly on a background thread while the file streams in, instead
 * of lazily on the main thread at each first call (about a third of the first render's main-thread time, cold).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const banner = (chunk: { name: string }) => (chunk.name.startsWith('first-screen') ? COMPILE_HINT : '');
/**
 * V8 reads the hint only at the very top of a file, and Vite puts its preload list (__vite__mapDeps, one unmapped line)
 * above the banner: the two lines change places, so the source map's lines stay as they were.
 */
const hintOnTop = {
  name: 'compile-hint-on-top',
  enforce: 'post' as const,
  generateBundle: {
    order: 'post' as const,
    handler(_options: unknown, bundle: Record<string, { type: string; code?: string }>) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.code) continue;
        const [first, second] = chunk.code.split('\n', 2);
        if (second === COMPILE_HINT && first!.startsWith('const __vite__mapDeps='))
          chunk.code = `${COMPILE_HINT}\n${first}\n${chunk.code.slice(first!.length + second.length + 2)}`;
      }
    },
  },
};

export const firstScreenChunks = {
  groups,
  banner,
  preloadsOf,
  plugins: [recordImports, keepBundle, hintOnTop],
};
