import { isGeometryImportError } from '@/domain/geometry/errors';
import { GEOMETRY_INPUT, geometryInputProblem } from '@/domain/geometry/geometry-input-schema';
import {
  assertImportFileSize,
  importErrorMessageKey,
  importGeometryFile,
} from '@/domain/geometry/import-file';
import { importCoordinateText } from '@/domain/geometry/text-import';
import type { TGeometryInput, TGeometryKind } from '@/domain/geometry/types';

export interface ImportRules {
  allowedTypes: readonly TGeometryKind[];
  hasShapeUpload: boolean;
  hasUkooaUpload: boolean;
}

/** What a UKOOA file held, for the success message (geometry:ukooaRecordsRead). */
export interface UkooaRecordsRead {
  shots: number;
  receivers: number;
  other: number;
  skipped: number;
}

export type ImportOutcome =
  | { ok: true; value: TGeometryInput; ukooa?: UkooaRecordsRead }
  | { ok: false; messageKey: string; detail?: string; line?: { number: number; text: string } };

function failure(error: unknown): ImportOutcome {
  if (isGeometryImportError(error))
    return { ok: false, messageKey: importErrorMessageKey(error.code), detail: error.detail, line: error.line };
  return {
    ok: false,
    messageKey: 'geometry:errors.importUnableToReadFileError',
    detail: String((error as Error)?.message ?? error),
  };
}

/** The service's limits and degenerate-area rules, told at import rather than at save (docs/decisions.md). */
function accepted(value: TGeometryInput): ImportOutcome {
  const problem = geometryInputProblem(value.geometry);
  return problem ? { ok: false, messageKey: GEOMETRY_INPUT[problem] } : { ok: true, value };
}

/** Reads a shapefile zip or UKOOA file in the browser (works offline); the size is checked before reading. */
export async function importFile(file: File, rules: ImportRules): Promise<ImportOutcome> {
  try {
    assertImportFileSize(file.size);
    const bytes = new Uint8Array(await file.arrayBuffer());
    let ukooa: UkooaRecordsRead | undefined;
    const value = importGeometryFile(file.name, bytes, {
      allowedTypes: rules.allowedTypes,
      uploads: rules,
      onUkooaRead: ({ records, receiverCount, skippedReceivers, pointCount }) => {
        ukooa = {
          shots: pointCount - receiverCount,
          receivers: receiverCount,
          other: records.other ?? 0,
          skipped: skippedReceivers,
        };
      },
    });
    const outcome = accepted(value);
    return outcome.ok ? { ...outcome, ukooa } : outcome;
  } catch (error) {
    return failure(error);
  }
}

/** A pasted coordinate list, as the area's preferred kind (polygon when allowed). */
export function importText(text: string, rules: ImportRules): ImportOutcome {
  try {
    const geometryType = rules.allowedTypes.includes('Polygon') ? 'Polygon' : 'LineString';
    return accepted(importCoordinateText(text, { geometryType }));
  } catch (error) {
    return failure(error);
  }
}
