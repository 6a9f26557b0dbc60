import type { OpenApiDocument } from './openapi-document';

/**
 * The OpenAPI document as one plain HTML page for integrators (GET /docs): every operation with its parameters,
 * body and answers, the schemas as JSON. No script, so the service's CSP holds as it is.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const json = (value: unknown) => `<pre>${escapeHtml(JSON.stringify(value, null, 2))}</pre>`;

type Operation = OpenApiDocument['paths'][string][string];

function operationHtml(path: string, method: string, op: Operation): string {
  const anchor = escapeHtml(op.operationId);
  const parameters = op.parameters
    .map((p) => {
      if (typeof p.$ref === 'string') return `<li><code>${escapeHtml(String(p.$ref).split('/').pop()!)}</code> (header, valgfri)</li>`;
      const required = p.required ? 'påkrevd' : 'valgfri';
      return `<li><code>${escapeHtml(String(p.name))}</code> (${escapeHtml(String(p.in))}, ${required}) <code>${escapeHtml(JSON.stringify(p.schema))}</code></li>`;
    })
    .join('');
  const body = op.requestBody
    ? `<details><summary>Innhold (${escapeHtml(Object.keys((op.requestBody as { content: object }).content).join(', '))})</summary>${json(op.requestBody)}</details>`
    : '';
  const responses = Object.entries(op.responses)
    .map(([status, answer]) => `<li><code>${escapeHtml(status)}</code> ${escapeHtml(String(answer.description ?? String(answer.$ref ?? '').split('/').pop()))}</li>`)
    .join('');
  const success = Object.entries(op.responses).find(([status]) => status.startsWith('2'));
  return `<section id="${anchor}">
<h3><span class="m ${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${escapeHtml(op.summary)}</p><p>${escapeHtml(op.description)}</p>
${parameters ? `<h4>Parametre</h4><ul>${parameters}</ul>` : ''}
${body}
<h4>Svar</h4><ul>${responses}</ul>
${success?.[1].content ? `<details><summary>Svar ${escapeHtml(success[0])}</summary>${json(success[1].content)}</details>` : ''}
</section>`;
}

export function renderDocsPage(document: OpenApiDocument): string {
  const byTag = new Map<string, string[]>();
  const toc: string[] = [];
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const tag = op.tags[0] ?? '';
      const list = byTag.get(tag) ?? [];
      list.push(operationHtml(path, method, op));
      byTag.set(tag, list);
      toc.push(`<li><a href="#${escapeHtml(op.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`);
    }
  }
  const sections = [...byTag.entries()].map(([tag, ops]) => `<h2>${escapeHtml(tag)}</h2>${ops.join('\n')}`).join('\n');
  return `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(document.info.title)} – API</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;line-height:1.4;color:#1b1b1b}
pre{background:#f4f4f4;padding:.5rem;overflow:auto;font-size:.8rem;max-height:30rem}
section{border-top:1px solid #ddd;padding:.5rem 0}
h3{font-size:1rem;overflow-wrap:anywhere}.m{display:inline-block;min-width:4rem;padding:0 .3rem;color:#fff;background:#555;border-radius:3px}
.get{background:#0b6a3b}.post{background:#0b4a8b}.put{background:#8b5a0b}.delete{background:#8b0b1b}
</style></head><body>
<h1>${escapeHtml(document.info.title)}</h1>
<p>${escapeHtml(document.info.description)}</p>
<p>Maskinlesbart: <a href="openapi.json">openapi.json</a> (OpenAPI ${escapeHtml(document.openapi)}, versjon ${escapeHtml(document.info.version)}). Adresse: <code>${escapeHtml(document.servers[0]!.url)}</code></p>
<h2>Sikkerhet</h2>${json(document.components.securitySchemes)}
<h2>Feil</h2><p>Alle feil er <code>application/problem+json</code>:</p>${json(document.components.schemas.Problem)}
<details><summary>Alle kall (${toc.length})</summary><ul>${toc.join('')}</ul></details>
${sections}
</body></html>`;
}
