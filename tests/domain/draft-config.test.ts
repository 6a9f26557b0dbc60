import { describe, expect, it } from 'vitest';
import {
  acquisitionConfigOf,
  hasSensorOptions,
  hasSourceOptions,
  licenceKindsOf,
} from '@/domain/draft/acquisition-config';
import { AcquisitionMainType, AcquisitionType } from '@/domain/enums/acquisition-type';
import { LawCategory } from '@/domain/enums/law-category';
import { ZAcquisitionConfig } from '@/domain/schemas/draft-config';

const P = LawCategory.PetroleumLaw;

describe('acquisition configuration per type', () => {
  it('gives a valid configuration for every type and law category', () => {
    for (const type of Object.values(AcquisitionType)) {
      for (const law of Object.values(LawCategory)) {
        expect(() => ZAcquisitionConfig.parse(acquisitionConfigOf(type, law))).not.toThrow();
      }
    }
  });

  it('2D surveys sail lines: the net area is a polyline, km² is not shown', () => {
    for (const type of [1210, 2511, 3410]) {
      const c = acquisitionConfigOf(type, P);
      expect(c.allowedGeometryTypesNet).toEqual(['Polyline', 'LineString']);
      expect(c.allowedGeometryTypesGross).toEqual(['Polygon']);
      expect(c.showKm2Quantity).toBe(false);
    }
    expect(acquisitionConfigOf(2521, P)).toMatchObject({
      allowedGeometryTypesNet: ['Polygon'],
      showKm2Quantity: true,
      hasUkooaUpload: true,
    });
  });

  it('electromagnetic surveys have electromagnetic sources and node receivers', () => {
    const c = acquisitionConfigOf(AcquisitionMainType.Electromagnetic3D, P);
    expect(c.isElectromagnetic).toBe(true);
    expect(c.sourceOptions).toEqual({
      seismicOptions: [],
      electromagneticOptions: ['Count', 'Size', 'Effect'],
    });
    expect(c.sensorOptions.nodeOptions).toEqual(['Count']);
    expect(acquisitionConfigOf(2521, P).isElectromagnetic).toBe(false);
  });

  it('node surveys have nodes, towed seismic has cables', () => {
    expect(acquisitionConfigOf(2541, P).sensorOptions).toEqual({ cableOptions: [], nodeOptions: ['Count'] });
    expect(acquisitionConfigOf(2511, P).sensorOptions).toEqual({
      cableOptions: ['Count', 'Length', 'TowWidth'],
      nodeOptions: [],
    });
  });

  it('non-seismic seabed and drilling-site surveys: gross area only, no sensor or source, no UKOOA', () => {
    for (const type of [41100, 51011]) {
      const c = acquisitionConfigOf(type, P);
      expect(c).toMatchObject({
        hasNetGeometry: false,
        hasGrossGeometry: true,
        hasUkooaUpload: false,
        showDataSalable: false,
      });
      expect(hasSensorOptions(c) || hasSourceOptions(c)).toBe(false);
    }
    const seismic3D = acquisitionConfigOf(43101, P);
    expect(hasSensorOptions(seismic3D) && hasSourceOptions(seismic3D)).toBe(true);
    expect(seismic3D.showKm2Quantity).toBe(true);
  });

  it('licences by law category: petroleum and CO2 law require them, government and on-behalf do not', () => {
    expect(licenceKindsOf(P)).toEqual(['production', 'survey']);
    expect(licenceKindsOf(LawCategory.Co2StorageLaw)).toEqual([
      'co2Exploration',
      'co2Exploitation',
      'co2Survey',
    ]);
    expect(acquisitionConfigOf(2521, LawCategory.PerformedByGovernment).requiresLicence).toBe(false);
    expect(acquisitionConfigOf(2521, LawCategory.OnBehalfOfCompany).requiresLicence).toBe(false);
    expect(acquisitionConfigOf(2521, P).requiresLicence).toBe(true);
  });

  it('the start-up report needs payment for petroleum-law seismic, a shadow area for 3D/4D', () => {
    expect(acquisitionConfigOf(2521, P).weekReportsConfig.startupReport).toEqual({
      paymentRequired: true,
      shadowAreaRequired: true,
    });
    expect(
      acquisitionConfigOf(2511, LawCategory.PerformedByGovernment).weekReportsConfig.startupReport,
    ).toEqual({ paymentRequired: false, shadowAreaRequired: false });
  });
});
