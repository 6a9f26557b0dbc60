import { describe, expect, it } from 'vitest';
import { importsOf, recordImports } from '../../scripts/build/module-graph';
import { pageGroups } from '../../scripts/build/page-chunks';

const nm = (p: string) => `/w/node_modules/${p}`;
const src = (p: string) => `/w/src/web/${p}`;
const BARREL = nm('@fluentui/react-components/lib/index.js');
const DIALOG = nm('@fluentui/react-dialog/lib/index.js');
const BUTTON = nm('@fluentui/react-button/lib/index.js');
const CARD = nm('@fluentui/react-card/lib/index.js');
const ACQUISITION = src('features/acquisition/acquisition-page.tsx');
const HEADER = src('features/acquisition/header.tsx');
const TIMELINE = src('features/acquisition/timeline.tsx');
const NOTES_SCHEMA = '/w/src/domain/schemas/notes.ts';
const WIZARD = src('features/draft-wizard/wizard-page.tsx');
const WIZARD_LOADING = src('features/draft-wizard/wizard-loading.tsx');
const WIZARD_BODY = src('features/draft-wizard/draft-wizard.tsx');
const REPORTS = src('features/week-reports/week-reports-page.tsx');
const PAGER = src('features/overview/table/pager.tsx');
const REPORT_LIST = src('features/week-reports/list.tsx');
const REPORT_LIST_BODY = src('features/week-reports/list-body.tsx');
/** What the first screen reaches (first-screen-chunks.ts): its groups come first. */
const FIRST = src('first-screen.ts');

/** Records a module as the build would: its source (for Fluent's barrel) and its static imports. */
function parse(id: string, code: string, importedIds: string[], dynamicallyImportedIds: string[] = []): void {
  recordImports.transform(code, id);
  recordImports.moduleParsed({ id, importedIds, dynamicallyImportedIds });
}

parse(
  BARREL,
  `export { Button, /* a comment */ ToggleButton } from "@fluentui/react-button";\n` +
    `export { Dialog, DialogSurface as Surface } from "@fluentui/react-dialog";\nexport { Card } from "@fluentui/react-card";`,
  [BUTTON, DIALOG, CARD],
);
// The acquisition page is a light page: its route imports its header's modules, each tab by dynamic import.
parse(
  TIMELINE,
  `import {\n  Card,\n  type CardProps,\n} from '@fluentui/react-components';`,
  [BARREL, src('shared.ts'), src('both.ts'), NOTES_SCHEMA],
);
parse(ACQUISITION, '', [HEADER], [TIMELINE]);
parse(HEADER, `import { Dialog } from '@fluentui/react-components';`, [BARREL]);
// The wizard is a light page too: its route imports its heading's modules, the wizard itself by dynamic import.
parse(WIZARD, '', [WIZARD_LOADING], [WIZARD_BODY]);
parse(WIZARD_BODY, `import { Button } from '@fluentui/react-components';`, [
  BARREL,
  src('shared.ts'),
  src('both.ts'),
  src('reports-and-wizard.ts'),
  src('lazy-and-wizard.ts'),
  NOTES_SCHEMA,
]);
// The week reports are a light page: its route imports its text's modules, its list body by dynamic import.
parse(REPORTS, '', [src('reports-only.ts'), src('reports-and-wizard.ts'), REPORT_LIST, FIRST]);
parse(REPORT_LIST, '', [], [REPORT_LIST_BODY]);
parse(REPORT_LIST_BODY, '', [src('lazy-and-wizard.ts'), src('lazy-only.ts')]);
parse(PAGER, `export { Button as default } from '@fluentui/react-components';`, [BARREL, src('both.ts')]);
for (const id of [
  src('shared.ts'),
  src('both.ts'),
  src('reports-only.ts'),
  src('reports-and-wizard.ts'),
  src('lazy-and-wizard.ts'),
  src('lazy-only.ts'),
  NOTES_SCHEMA,
  WIZARD_LOADING,
  FIRST,
  DIALOG,
  BUTTON,
  CARD,
])
  parse(id, '', []);

describe('the web build: the module graph through Fluent UI’s barrel', () => {
  it('counts an import of the barrel as imports of the packages the names come from', () => {
    expect(importsOf(TIMELINE)).toEqual([src('shared.ts'), src('both.ts'), NOTES_SCHEMA, CARD]);
    expect(importsOf(HEADER)).toEqual([DIALOG]);
    expect(importsOf(PAGER)).toEqual([src('both.ts'), BUTTON]);
  });
});

describe('the web build: the field pages in few chunks', () => {
  const groups = pageGroups((id) => id === FIRST);
  const groupOf = (id: string) => groups.find((g) => g.test(id))?.name;

  it('puts what one page reaches in its parts, what two reach in a group named for them', () => {
    expect(groupOf(HEADER)).toBe('acquisition-page-parts');
    expect(groupOf(DIALOG)).toBe('acquisition-page-parts');
    expect(groupOf(src('reports-only.ts'))).toBe('week-reports-page-parts');
    expect(groupOf(src('shared.ts'))).toBe('field-case-wizard');
  });

  it('puts what pages share with the first screen’s idle parts in a group of their own', () => {
    expect(groupOf(src('both.ts'))).toBe('field-case-wizard-and-later');
    expect(groupOf(BUTTON)).toBe('wizard-page-and-later');
  });

  it('keeps what only other pages reach out of a page’s groups', () => {
    const acquisitionGroups = groups.filter((g) => g.name.includes('case') || g.name.startsWith('acquisition-page'));
    expect(acquisitionGroups.some((g) => g.test(src('reports-only.ts')))).toBe(false);
    expect(acquisitionGroups.some((g) => g.test(BUTTON))).toBe(false);
  });

  it('orders the groups of more pages, and those shared with the idle parts, first', () => {
    const names = groups.map((g) => g.name);
    expect(names.indexOf('field-case-reports-wizard-and-later')).toBeLessThan(names.indexOf('field-case-wizard-and-later'));
    expect(names.indexOf('field-case-wizard-and-later')).toBeLessThan(names.indexOf('acquisition-page-and-later'));
    expect(names.indexOf('acquisition-page-and-later')).toBeLessThan(names.indexOf('field-case-reports-wizard'));
    // A light page's own files come before all of them.
    expect(names.indexOf('acquisition-page-parts')).toBeLessThan(names.indexOf('field-case-wizard'));
  });

  it('puts the domain layer that several pages reach in a file of its own, not with their dialogs', () => {
    expect(groupOf(NOTES_SCHEMA)).toBe('field-domain');
    const names = groups.map((g) => g.name);
    expect(names.indexOf('field-domain')).toBeLessThan(names.indexOf('field-case-wizard-and-later'));
  });

  it('puts all a light page imports statically in its files (what others use too apart), before the groups by pages', () => {
    expect(groupOf(src('reports-and-wizard.ts'))).toBe('week-reports-page-shared');
    expect(groupOf(REPORT_LIST)).toBe('week-reports-page-parts');
    expect(groupOf(WIZARD_LOADING)).toBe('wizard-page-parts');
    expect(groupOf(FIRST)).toBeUndefined();
  });

  it('counts what a light page’s dynamic imports reach as reached by it, and leaves to the bundler what only they reach', () => {
    expect(groupOf(src('lazy-and-wizard.ts'))).toBe('field-reports-wizard');
    expect(groupOf(REPORT_LIST_BODY)).toBeUndefined();
    expect(groupOf(WIZARD_BODY)).toBeUndefined();
    expect(groupOf(src('lazy-only.ts'))).toBeUndefined();
    expect(groupOf(TIMELINE)).toBeUndefined();
    expect(groupOf(CARD)).toBeUndefined();
  });

  it("puts a light page's route module in its '-parts' (one file less) and leaves what no page reaches to the bundler", () => {
    expect(groupOf(ACQUISITION)).toBe('acquisition-page-parts');
    expect(groupOf(WIZARD)).toBe('wizard-page-parts');
    expect(groupOf(PAGER)).toBeUndefined();
  });
});
