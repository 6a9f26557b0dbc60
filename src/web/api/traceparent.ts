function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A fresh W3C trace context header (version 00, random trace and parent ids, sampled). */
export function createTraceparent(): string {
  let traceId = randomHex(16);
  while (/^0+$/.test(traceId)) traceId = randomHex(16);
  let parentId = randomHex(8);
  while (/^0+$/.test(parentId)) parentId = randomHex(8);
  return `00-${traceId}-${parentId}-01`;
}
