import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../src/server/modules/web-app/inline-scripts';

const sha = (text: string) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

describe('the CSP hashes of a page’s inline scripts', () => {
  it('hashes each inline script’s exact text (as browsers do), not scripts loaded from a file', () => {
    const first = "try{if(sessionStorage.getItem('t')){}}catch(e){}";
    const second = '\n  console.log("å");\n';
    const html = `<head><script>${first}</script><script type="module" crossorigin src="/assets/index.js"></script>
      <script type="text/javascript">${second}</script><script src="/x.js"> </script><script></script></head>`;
    expect(inlineScriptHashes(html)).toEqual([sha(first), sha(second)]);
  });

  it('a page without inline scripts allows none', () => {
    expect(inlineScriptHashes('<html><script type="module" src="/a.js"></script></html>')).toEqual([]);
  });
});
