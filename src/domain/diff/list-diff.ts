import type { TDiffChange, TDiffObjectType, TDiffValue } from './diff-types';

/** A field of an object compared by value. */
export interface FieldSpec<T> {
  attributeName: string;
  get: (item: T) => TDiffValue | undefined;
}

/** A list compared item by item, matched by key (never by position): removing the first of three is one removal. */
export interface ListSpec<T> {
  objectType: TDiffObjectType;
  key: (item: T) => string;
  title: (item: T) => string;
  fields: FieldSpec<T>[];
  /** A nested list of each item (a vessel's ports of call), matched by key inside the item of the same key. */
  children?: { get: (item: T) => unknown[]; spec: ListSpec<never> };
}

/** Empty text is no value: '' and null (and undefined) compare equal. */
export function normalize(value: TDiffValue | undefined): TDiffValue {
  if (value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    return trimmed === '' ? null : trimmed;
  }
  return value;
}

/** The changed fields of one object. */
export function fieldChanges<T>(
  objectType: TDiffObjectType,
  fields: FieldSpec<T>[],
  prev: T,
  next: T,
  title: string | null,
  parentTitle: string | null = null,
): TDiffChange[] {
  return fields.flatMap((f) => {
    const prevValue = normalize(f.get(prev));
    const newValue = normalize(f.get(next));
    return prevValue === newValue
      ? []
      : [{ changeSubmissionAction: 'Modified' as const, objectType, attributeName: f.attributeName, prevValue, newValue, title, parentTitle }];
  });
}

/** Removed items first (in their previous order), then changed and added ones in the new order. */
export function listChanges<T>(spec: ListSpec<T>, prev: readonly T[], next: readonly T[], parentTitle: string | null = null): TDiffChange[] {
  const prevByKey = new Map(prev.map((item) => [spec.key(item), item]));
  const nextKeys = new Set(next.map(spec.key));
  const removed: TDiffChange[] = prev
    .filter((item) => !nextKeys.has(spec.key(item)))
    .map((item) => ({
      changeSubmissionAction: 'Delete' as const,
      objectType: spec.objectType,
      attributeName: null,
      prevValue: spec.title(item),
      newValue: null,
      title: spec.title(item),
      parentTitle,
    }));
  const rest = next.flatMap((item): TDiffChange[] => {
    const before = prevByKey.get(spec.key(item));
    const title = spec.title(item);
    if (!before) {
      const added: TDiffChange = {
        changeSubmissionAction: 'Add',
        objectType: spec.objectType,
        attributeName: null,
        prevValue: null,
        newValue: title,
        title,
        parentTitle,
      };
      // The details of a new item are part of it: its nested items are listed as added too.
      const nested = spec.children ? listChanges(spec.children.spec, [], spec.children.get(item) as never[], title) : [];
      return [added, ...nested];
    }
    const own = fieldChanges(spec.objectType, spec.fields, before, item, title, parentTitle);
    const nested = spec.children
      ? listChanges(spec.children.spec, spec.children.get(before) as never[], spec.children.get(item) as never[], title)
      : [];
    return [...own, ...nested];
  });
  return [...removed, ...rest];
}
