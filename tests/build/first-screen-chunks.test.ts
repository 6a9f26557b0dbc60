import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from '../../scripts/build/first-screen-chunks';
import { pageGroups } from '../../scripts/build/page-chunks';

const chunk = (fileName: string) => ({ type: 'chunk', fileName });

describe('the web build: which files a dynamic import fetches side by side', () => {
  const [, keepBundle] = firstScreenChunks.plugins as [
    unknown,
    { generateBundle: { handler: (o: unknown, b: unknown) => void } },
  ];
  keepBundle.generateBundle.handler(undefined, {
    a: chunk('assets/first-screen-AbC1.js'),
    b: chunk('assets/first-screen-react-XyZ2.js'),
    c: chunk('assets/first-screen-libs-Qq3.js'),
    d: chunk('assets/user-menu-Mm4.js'),
    f: chunk('assets/first-screen-domain-Dm6.js'),
    i: chunk('assets/first-screen-schemas-Fs9.js'),
    g: chunk('assets/rolldown-runtime-Rr1.js'),
    h: chunk('assets/index-En1.js'),
    e: { type: 'asset', fileName: 'assets/first-screen-Cc5.css' },
  });

  it("the libraries step's import also fetches the other steps' chunks, the app's first-screen code and styles, once", () => {
    const got = firstScreenChunks.preloadsOf('assets/first-screen-libs-Qq3.js', [
      'assets/first-screen-libs-Qq3.js',
      'assets/first-screen-react-XyZ2.js',
    ]);
    expect(got.sort()).toEqual(
      [
        'assets/first-screen-domain-Dm6.js',
        'assets/first-screen-schemas-Fs9.js',
        'assets/first-screen-AbC1.js',
        'assets/first-screen-Cc5.css',
        'assets/first-screen-libs-Qq3.js',
        'assets/first-screen-react-XyZ2.js',
        'assets/rolldown-runtime-Rr1.js',
      ].sort(),
    );
  });

  it("the entry's steps are in the chunks they run (no facade file each), its early sign-in in the entry", () => {
    const groupOf = (id: string) =>
      firstScreenChunks.groups.find((g) => 'test' in g && typeof g.test === 'function' && g.test(id))?.name;
    expect(groupOf('/p/src/web/app/libraries.ts')).toBe('first-screen-libs');
    // React is evaluated in the libraries' step, and so is in their file (when the first screen reaches it).
    expect(firstScreenChunks.groups.some((g) => g.name === 'first-screen-react')).toBe(false);
    expect(groupOf('/p/src/web/app/domain.ts')).toBe('first-screen-domain');
    expect(groupOf('/p/src/web/app/schemas.ts')).toBe('first-screen-schemas');
    expect(groupOf('/p/src/web/features/auth/sign-in-start.ts')).toBeUndefined();
  });

  it('a page gets all its files; what loads later gets only its styles (no <link> per file)', () => {
    const deps = ['assets/Dialog-Dd1.js', 'assets/wizard-Ww2.css'];
    expect(firstScreenChunks.preloadsOf('assets/wizard-page-Pp7.js', deps)).toEqual(deps);
    expect(firstScreenChunks.preloadsOf('assets/user-menu-Mm4.js', deps)).toEqual(['assets/wizard-Ww2.css']);
  });
});

describe("the first screen's chunks carry V8's compile hint at their very top", () => {
  const hint = '//# allFunctionsCalledOnLoad';
  const hintOnTop = firstScreenChunks.plugins[2] as unknown as {
    generateBundle: { handler: (o: unknown, b: Record<string, { type: string; code?: string }>) => void };
  };

  it('only the first-screen chunks get it', () => {
    expect(firstScreenChunks.banner({ name: 'first-screen-react' })).toBe(hint);
    expect(firstScreenChunks.banner({ name: 'first-screen' })).toBe(hint);
    expect(firstScreenChunks.banner({ name: 'user-menu' })).toBe('');
  });

  it("above Vite's preload list, the lines otherwise as they were", () => {
    const bundle = {
      a: { type: 'chunk', code: `const __vite__mapDeps=(i)=>i;\n${hint}\nimport"x";export{a};` },
      b: { type: 'chunk', code: `${hint}\nimport"y";` },
      c: { type: 'asset' },
    };
    hintOnTop.generateBundle.handler(undefined, bundle);
    expect(bundle.a.code).toBe(`${hint}\nconst __vite__mapDeps=(i)=>i;\nimport"x";export{a};`);
    expect(bundle.b.code).toBe(`${hint}\nimport"y";`);
  });
});

describe('the web build: the texts', () => {
  it('are grouped before the field pages, so no page group takes a namespace along with a module that imports it', () => {
    const names = firstScreenChunks.groups.map((g) => g.name);
    const pages = new Set(pageGroups(() => false).map((g) => g.name));
    const firstPageGroup = names.findIndex((n) => pages.has(n));
    expect(firstPageGroup).toBeGreaterThan(-1);
    expect(names.indexOf('texts')).toBeGreaterThan(-1);
    expect(names.indexOf('texts')).toBeLessThan(firstPageGroup);
  });
});

describe('the web build: libraries a field page calls only after its first screen', () => {
  const groupOf = (id: string) =>
    firstScreenChunks.groups.find((g) => 'test' in g && typeof g.test === 'function' && g.name !== 'first-screen' && g.test(id))?.name;
  it('dexie, tabster with the focus hooks, and popup positioning are files of their own', () => {
    expect(groupOf('/p/node_modules/dexie/dist/dexie.js')).toBe('dexie');
    expect(groupOf('/p/node_modules/tabster/dist/esm/index.js')).toBe('tabster');
    expect(groupOf('/p/node_modules/@fluentui/react-tabster/lib/hooks/useArrowNavigationGroup.js')).toBe('tabster');
    expect(groupOf('/p/node_modules/@fluentui/react-aria/lib/activedescendant/useActiveDescendant.js')).toBe('tabster');
    expect(groupOf('/p/node_modules/@floating-ui/dom/dist/floating-ui.dom.mjs')).toBe('positioning');
    expect(groupOf('/p/node_modules/@fluentui/react-positioning/lib/usePositioning.js')).toBe('positioning');
  });
  it("Fluent's focus styles stay with the components they style", () => {
    expect(groupOf('/p/node_modules/@fluentui/react-tabster/lib/focus/createCustomFocusIndicatorStyle.js')).not.toBe('tabster');
  });
});
