// The browser tests' `test`: Playwright's, with one fixture more. A test that opens a second user's browser context
// (browser.newContext, as the case dialogue's tests do) has it closed when the test ends. Playwright closes only the
// context of its own `page` fixture: the others lived on in the worker, every one a signed-in app polling the service
// and following its cases, so each later test of the worker shared the machine with them (22 open pages by the end of
// a shard, and wizard saves that did not finish in 90 s).
import { test as base } from 'playwright/test';

export * from 'playwright/test';

export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      const opened = browser.contexts().filter((context) => !before.has(context));
      await Promise.all(opened.map((context) => context.close({ reason: 'Test ended.' }).catch(() => undefined)));
    },
    { auto: true },
  ],
});
