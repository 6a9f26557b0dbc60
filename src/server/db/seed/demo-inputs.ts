import { AcquisitionMainType as T } from '../../../domain/enums/acquisition-type';
import { Party } from '../../../domain/roles';
import { SensorType } from '../../../domain/enums/sensor-type';
import { SourceType } from '../../../domain/enums/source-type';
import type { TSensor, TSource } from '../../../domain/schemas/draft-fields';
import type { Db } from '../client';
import { acquisitionContactPersons, acquisitionInputs } from '../schema/index';
import { demoUser } from './demo-users';
import type { DemoAcquisition } from './reference-demo-acquisitions';

const LINE_TYPES: number[] = [T.Ordinary2D, T.Electromagnetic2D, T.SeabedSeismic2D];
const EM_TYPES: number[] = [T.Electromagnetic2D, T.Electromagnetic3D, T.Electromagnetic4D];
const SEISMIC_TYPES: number[] = [T.Ordinary2D, T.Ordinary3D, T.Ordinary4D, T.SeabedSeismic2D, T.SeabedSeismic3D];

const COMMENTS: Record<number, [general: string, environment: string]> = {
  1: ['Innsamlingen skjer i to faser med mannskapsbytte i Hammerfest.', 'Fartøyene holder avstand til iskanten og sjøfuglkolonier på Bjørnøya.'],
  2: ['Gjentatt 4D-innsamling over Heidrun-feltet, samme linjeplan som 2022.', 'Myk oppstart av kilden; observatør for sjøpattedyr om bord.'],
  3: ['Kartlegging av havbunnen langs planlagt rørtrasé.', 'Ingen kilde; kun passive sensorer og ROV.'],
  4: ['Regional 2D i grenseområdet mot Russland.', 'Pause ved stor fiskeriaktivitet etter avtale med Fiskeridirektoratet.'],
  5: ['CSEM-innsamling over to prospekter.', 'Elektromagnetisk kilde med lav effekt; ingen lydkilde.'],
  6: ['Fjerde overvåkingsrunde over Ekofisk.', 'Fiskerikyndig om bord hele perioden.'],
  7: ['Havbunnsnoder legges ut og hentes av ROV-fartøy.', 'Nodene ligger i maks 60 dager.'],
  8: ['3D over to lisenser i Norskehavet.', 'Unngår gytefeltene for sild i februar og mars.'],
  9: ['Grunnundersøkelse før boring av letebrønn.', 'Kort innsamling, ingen seismisk kilde.'],
  10: ['2D-linjer over Tampen-området.', 'Myk oppstart av kilden.'],
  11: ['Overvåking av CO2-lageret Smeaheia.', 'Liten kilde; observatør for sjøpattedyr om bord.'],
};

function sensorOf(type: number): TSensor {
  if (type === T.SeabedSeismic3D || type === T.SeabedSeismic4DNoder) return { type: SensorType.Node, cable: { count: null, length: null, towWidth: null }, node: { count: 2400 } };
  if (SEISMIC_TYPES.includes(type) || EM_TYPES.includes(type))
    return { type: SensorType.Cable, cable: { count: LINE_TYPES.includes(type) ? 1 : 10, length: 8000, towWidth: LINE_TYPES.includes(type) ? 0 : 1000 }, node: { count: null } };
  return { type: SensorType.NotRelevant, cable: { count: null, length: null, towWidth: null }, node: { count: null } };
}

function sourceOf(type: number): TSource {
  const none = { count: null, size: null, watt: null };
  const noSeismic = { count: null, size: null, pressure: null };
  if (EM_TYPES.includes(type)) return { type: SourceType.Electromagnetic, electromagnetic: { count: 1, size: 300, watt: 1_000_000 }, seismic: noSeismic };
  if (SEISMIC_TYPES.includes(type)) return { type: SourceType.Seismic, electromagnetic: none, seismic: { count: 2, size: 4130, pressure: 2000 } };
  return { type: SourceType.NotRelevant, electromagnetic: none, seismic: noSeismic };
}

/**
 * The details a submitted demo acquisition carries (quantities, comments, sensor, source, data for sale) and its
 * contact persons (the company's notifier as its contact person, the regulator's case handler), so its details tab reads like a real case.
 */
export async function seedDemoInputs(db: Db, a: DemoAcquisition, id: string, companyUser: string | null): Promise<void> {
  if (!a.submitted) return;
  const [general, environment] = COMMENTS[a.n] ?? [null, null];
  const isLine = LINE_TYPES.includes(a.type);
  const size = 200 + ((a.n * 137) % 900);
  await db
    .insert(acquisitionInputs)
    .values({
      acquisitionId: id,
      companyConductorNpdId: a.companyId,
      dataSalable: a.n % 2 === 0,
      generalComment: general,
      environmentalComment: environment,
      quantityKm: isLine ? size * 4 : null,
      quantityKm2: isLine ? null : size,
      quantityTb: Math.round(size / 9),
      sensor: sensorOf(a.type),
      source: sourceOf(a.type),
      contactPersonUserId: companyUser,
    })
    .onConflictDoNothing();
  await db
    .insert(acquisitionContactPersons)
    .values({ acquisitionId: id, party: Party.Regulator, userId: demoUser('saksbehandler.od').id })
    .onConflictDoNothing();
}
