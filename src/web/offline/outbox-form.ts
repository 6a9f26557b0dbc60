import type { StoredBlob, StoredFormField } from './db';

/** A FormData body split into storable fields and blobs (files go to the blobs table). */
export function splitForm(
  form: FormData,
  entityId: string,
): { fields: StoredFormField[]; blobs: StoredBlob[] } {
  const fields: StoredFormField[] = [];
  const blobs: StoredBlob[] = [];
  form.forEach((value, name) => {
    if (typeof value === 'string') {
      fields.push({ name, value });
      return;
    }
    const id = crypto.randomUUID();
    blobs.push({ id, blob: value, entityId });
    fields.push({ name, blobId: id, fileName: value instanceof File ? value.name : undefined });
  });
  return { fields, blobs };
}

/** The FormData again, from the stored fields and their blobs. */
export function joinForm(fields: StoredFormField[], blobs: Map<string, Blob>): FormData {
  const form = new FormData();
  for (const field of fields) {
    if ('value' in field) form.append(field.name, field.value);
    else {
      const blob = blobs.get(field.blobId);
      if (!blob) throw new Error(`Stored file ${field.blobId} is missing`);
      if (field.fileName) form.append(field.name, blob, field.fileName);
      else form.append(field.name, blob);
    }
  }
  return form;
}

export function blobIdsOf(fields: StoredFormField[] | undefined): string[] {
  return (fields ?? []).flatMap((field) => ('blobId' in field ? [field.blobId] : []));
}
