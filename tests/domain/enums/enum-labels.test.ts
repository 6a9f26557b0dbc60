import enums from '@locales/nb/enums.json';
import { describe, expect, it } from 'vitest';
import { ENUM_NOT_DEFINED, enumLabelKey, enumMembers, roleLabelKey } from '@/domain/enum-label';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { OceanArea } from '@/domain/enums/ocean-area';
import { ROLES } from '@/domain/roles';

type EnumObject = Record<string, string | number>;
const labels = enums as unknown as Record<string, Record<string, string> | string>;

/** Every enumeration in src/domain/enums: an exported object X that has an exported schema ZX beside it. */
function allEnumerations(): [string, EnumObject][] {
  const modules = import.meta.glob<Record<string, unknown>>('../../../src/domain/enums/*.ts', {
    eager: true,
  });
  const found: [string, EnumObject][] = [];
  for (const module of Object.values(modules)) {
    for (const [name, value] of Object.entries(module)) {
      if (/^[A-Z]/.test(name) && `Z${name}` in module && typeof value === 'object')
        found.push([name, value as EnumObject]);
    }
  }
  return found;
}

function label(key: string): string | undefined {
  const [group, member] = key.split('.');
  const entry = labels[group];
  return typeof entry === 'object' ? entry[member] : undefined;
}

describe('enumeration labels (locales/nb/enums.json)', () => {
  const enumerations = allEnumerations();

  it('finds the enumerations of spec 000 section 3', () => {
    const names = enumerations.map(([name]) => name);
    for (const expected of [
      'AccomplishmentStatus',
      'AcquisitionType',
      'LawCategory',
      'MessageType',
      'OceanArea',
      'StatusChangeActionCode',
    ]) {
      expect(names).toContain(expected);
    }
    expect(enumerations.length).toBeGreaterThanOrEqual(28);
  });

  it.each(allEnumerations())('has a non-empty label for every member of %s', (name, enumObject) => {
    for (const member of enumMembers(enumObject)) {
      const key = enumLabelKey(enumObject, name, member.value);
      expect(key).toBe(`${name}.${member.name}`);
      expect(label(key), key).toMatch(/\S/);
    }
  });

  it('has no label without a member', () => {
    const byName = new Map(enumerations);
    for (const [group, entry] of Object.entries(labels)) {
      if (group === 'Role' || group === ENUM_NOT_DEFINED) continue;
      const enumObject = byName.get(group);
      expect(enumObject, group).toBeDefined();
      expect(Object.keys(entry).sort()).toEqual(Object.keys(enumObject ?? {}).sort());
    }
  });

  it('labels the statuses, ocean areas and roles as the spec says', () => {
    const statuses = enumMembers(AccomplishmentStatus).map((m) =>
      label(enumLabelKey(AccomplishmentStatus, 'AccomplishmentStatus', m.value)),
    );
    expect(statuses.sort()).toEqual(
      [
        'Utkast',
        'Planlagt',
        'Pågående',
        'Pause',
        'Avlyst',
        'Ferdig',
        'Ferdig med dokumentasjon',
        'Under behandling',
        'Ikke kjent',
      ].sort(),
    );
    expect(label(enumLabelKey(OceanArea, 'OceanArea', 'NORDSJOEN'))).toBe('Nordsjøen');
    expect(enumMembers(OceanArea).map((m) => label(`OceanArea.${m.name}`))).toEqual([
      'Barentshavet',
      'Nordsjøen',
      'Norskehavet',
      'Grønlandshavet',
    ]);
    const roles = labels.Role as Record<string, string>;
    expect(ROLES.map((r) => roles[r])).toEqual([
      'Innmelder',
      'Innmelder',
      'Godkjenner',
      'Godkjenner',
      'Godkjenner',
      'Saksbehandler',
      'Saksbehandler',
      'Saksbehandler',
      'Administrator',
    ]);
    expect(labels[ENUM_NOT_DEFINED]).toBe('NPDENUM_NOT_DEFINED');
  });
});

describe('enumLabelKey', () => {
  it('gives the member key for a known value', () => {
    expect(enumLabelKey(AccomplishmentStatus, 'AccomplishmentStatus', 41)).toBe(
      'AccomplishmentStatus.FerdigMedDokumentasjon',
    );
    expect(enumLabelKey(AccomplishmentStatus, 'AccomplishmentStatus', -1)).toBe(
      'AccomplishmentStatus.Ikke_Kjent',
    );
  });

  it.each([12345, '41', null, undefined, 'Ferdig', NaN])('gives NPDENUM_NOT_DEFINED for %s', (value) => {
    expect(enumLabelKey(AccomplishmentStatus, 'AccomplishmentStatus', value)).toBe('NPDENUM_NOT_DEFINED');
  });

  it('lists members in declaration order', () => {
    expect(enumMembers(AccomplishmentStatus).slice(0, 2)).toEqual([
      { name: 'Under_Behandling', value: 1 },
      { name: 'Planlagt', value: 10 },
    ]);
  });
});

describe('roleLabelKey', () => {
  it('gives the role display key case-insensitively', () => {
    expect(roleLabelKey('DAQ_GODKJENNER_HI')).toBe('Role.daq_godkjenner_hi');
    expect(label(roleLabelKey('daq_admin_od'))).toBe('Administrator');
    expect(roleLabelKey('daq_boss')).toBe('NPDENUM_NOT_DEFINED');
    expect(roleLabelKey(undefined)).toBe('NPDENUM_NOT_DEFINED');
  });
});
