/** The form's messages less those whose field is now right (fixed[field] true); the same object when nothing changed. */
export function withoutFixed(errors: Record<string, string>, fixed: Record<string, boolean>): Record<string, string> {
  const gone = Object.keys(errors).filter((field) => fixed[field]);
  if (gone.length === 0) return errors;
  const next = { ...errors };
  for (const field of gone) delete next[field];
  return next;
}
