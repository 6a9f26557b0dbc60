import { describe, expect, it } from 'vitest';
import {
  AccomplishmentStatus,
  DEFAULT_OVERVIEW_STATUSES,
  ZAccomplishmentStatus,
} from '@/domain/enums/accomplishment-status';
import {
  AcquisitionType,
  acquisitionTypeParts,
  detailedAcquisitionType,
  ZAcquisitionType,
  ZAcquisitionTypeParam,
} from '@/domain/enums/acquisition-type';
import {
  LawCategory,
  LICENCE_LAW_CATEGORIES,
  ZLawCategory,
  ZLawCategoryParam,
} from '@/domain/enums/law-category';
import { isChangeSubmissionMessage, MessageType, ZMessageType } from '@/domain/enums/message-type';
import { ZOceanArea } from '@/domain/enums/ocean-area';
import { SeismicOption } from '@/domain/enums/seismic-option';
import {
  CANCEL_REASONS,
  PAUSE_DIALOG_REASONS,
  PAUSE_REASONS,
  ZCancelReason,
  ZPauseReason,
} from '@/domain/enums/status-change-reason';

describe('enumeration schemas', () => {
  it('accept exactly the spec values', () => {
    expect(ZLawCategory.safeParse(1000).success).toBe(true);
    expect(ZLawCategory.safeParse(7000).success).toBe(true);
    expect(ZLawCategory.safeParse(4000).success).toBe(false);
    expect(ZLawCategory.safeParse('1000').success).toBe(false);
    expect(ZAccomplishmentStatus.safeParse(41).success).toBe(true);
    expect(ZAccomplishmentStatus.safeParse(0).success).toBe(false);
    expect(ZMessageType.safeParse(4006).success).toBe(true);
    expect(ZMessageType.safeParse(4001).success).toBe(false);
    expect(ZOceanArea.safeParse('GRONLANDSHAVET').success).toBe(true);
    expect(ZOceanArea.safeParse('GreenlandSea').success).toBe(false);
  });

  it('coerce numeric strings only in the Param variants', () => {
    expect(ZLawCategoryParam.parse('3000')).toBe(3000);
    expect(ZLawCategoryParam.safeParse('abc').success).toBe(false);
    expect(ZLawCategoryParam.safeParse('').success).toBe(false);
    expect(ZAcquisitionTypeParam.parse('41101')).toBe(41101);
  });

  it('offers licence law categories without PerformedByGovernment and ScientificExplorationLaw', () => {
    expect(LICENCE_LAW_CATEGORIES).toHaveLength(Object.keys(LawCategory).length - 2);
    expect(LICENCE_LAW_CATEGORIES).not.toContain(LawCategory.PerformedByGovernment);
    expect(LICENCE_LAW_CATEGORIES).not.toContain(LawCategory.ScientificExplorationLaw);
  });

  it('has the default overview statuses of spec 002', () => {
    expect([...DEFAULT_OVERVIEW_STATUSES].sort((a, b) => a - b)).toEqual([1, 10, 20, 30]);
    expect(DEFAULT_OVERVIEW_STATUSES).not.toContain(AccomplishmentStatus.Utkast);
  });
});

describe('status change reasons', () => {
  it('splits pause 31-37 and cancel 51-54', () => {
    expect(PAUSE_REASONS).toEqual([31, 32, 33, 34, 35, 36, 37]);
    expect(CANCEL_REASONS).toEqual([51, 52, 53, 54]);
    expect(PAUSE_DIALOG_REASONS).toEqual([33, 34, 35, 36, 37]);
    expect(ZPauseReason.safeParse(51).success).toBe(false);
    expect(ZCancelReason.safeParse(33).success).toBe(false);
    expect(ZCancelReason.safeParse(54).success).toBe(true);
  });
});

const inRange = (value: number, min: number, max: number) => value >= min && value <= max;

describe('message types', () => {
  it('names the inquiry types of spec 001 and keeps every code inside its range', () => {
    expect(MessageType.InquiryCmp).toBe(4005);
    expect(MessageType.InquiryCmpRegulationExemption).toBe(4006);
    for (const [name, value] of Object.entries(MessageType)) {
      if (name.startsWith('Inquiry')) expect(inRange(value, 4002, 4007), name).toBe(true);
      if (name.startsWith('Reply')) expect(inRange(value, 4010, 4040), name).toBe(true);
      if (name.startsWith('Note')) expect(inRange(value, 6010, 6040), name).toBe(true);
      if (name.startsWith('Statement')) expect(inRange(value, 5011, 5032), name).toBe(true);
      if (name.startsWith('Changed')) expect(isChangeSubmissionMessage(value)).toBe(true);
    }
    expect(new Set(Object.values(MessageType)).size).toBe(Object.values(MessageType).length);
  });
});

describe('acquisition types', () => {
  const none = { sampling: false, groundDrilling: false, geotechnicalMeasurement: false };

  it('builds detailed seabed and drilling-site codes', () => {
    expect(
      detailedAcquisitionType(40000, SeismicOption.NonSeismic, {
        ...none,
        sampling: true,
        geotechnicalMeasurement: true,
      }),
    ).toBe(AcquisitionType.SeabedSurveyNonSeismicSampleGeo);
    expect(detailedAcquisitionType(50000, SeismicOption.TwoD, none)).toBe(52000);
    expect(detailedAcquisitionType(50000, SeismicOption.NonSeismic, none)).toBeUndefined();
    expect(detailedAcquisitionType(2511, SeismicOption.TwoD, none)).toBeUndefined();
  });

  it('round-trips every detailed type through its parts', () => {
    for (const value of Object.values(AcquisitionType).filter((v) => v > 41000 && v !== 50000)) {
      const parts = acquisitionTypeParts(value);
      expect(parts.options).toBeDefined();
      expect(detailedAcquisitionType(parts.mainType, parts.seismicOption!, parts.options!)).toBe(value);
    }
    expect(Object.values(AcquisitionType).filter((v) => v > 41000 && v !== 50000)).toHaveLength(46);
    expect(acquisitionTypeParts(AcquisitionType.Ordinary3D)).toEqual({ mainType: 2521 });
    expect(acquisitionTypeParts(AcquisitionType.DrillingSiteSurvey)).toEqual({ mainType: 50000 });
    expect(ZAcquisitionType.safeParse(0).success).toBe(false);
  });
});
