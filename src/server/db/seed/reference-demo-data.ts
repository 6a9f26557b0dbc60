import { FisheriesExpertApprovedArea as Area } from '../../../domain/enums/fisheries-expert-approved-area';

/** Fixed ids of the demo reference data, so tests and links can name them: `<kind>000000-0000-4000-a000-<n>`. */
export const demoId = (kind: 'a1' | 'a2' | 'a3' | 'a4' | 'a5', n: number) =>
  `${kind}000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

/** Countries (ISO 3166-1 alpha-2, Norwegian names). */
export const DEMO_COUNTRIES: readonly [string, string][] = [
  ['NO', 'Norge'], ['SE', 'Sverige'], ['DK', 'Danmark'], ['FI', 'Finland'], ['IS', 'Island'], ['FO', 'Færøyene'],
  ['GB', 'Storbritannia'], ['IE', 'Irland'], ['NL', 'Nederland'], ['BE', 'Belgia'], ['DE', 'Tyskland'], ['FR', 'Frankrike'],
  ['ES', 'Spania'], ['PT', 'Portugal'], ['IT', 'Italia'], ['GR', 'Hellas'], ['PL', 'Polen'], ['EE', 'Estland'],
  ['LV', 'Latvia'], ['LT', 'Litauen'], ['RU', 'Russland'], ['US', 'USA'], ['CA', 'Canada'], ['BS', 'Bahamas'],
  ['BM', 'Bermuda'], ['PA', 'Panama'], ['LR', 'Liberia'], ['MH', 'Marshalløyene'], ['MT', 'Malta'], ['CY', 'Kypros'],
  ['SG', 'Singapore'], ['HK', 'Hongkong'], ['CN', 'Kina'], ['JP', 'Japan'], ['KR', 'Sør-Korea'], ['IN', 'India'],
  ['AE', 'De forente arabiske emirater'], ['BR', 'Brasil'], ['AU', 'Australia'], ['AG', 'Antigua og Barbuda'],
];

/** Harbours along the coast used as ports of call; Farsund is inactive. */
export const DEMO_HARBOURS: readonly { n: number; name: string; isInactive?: boolean }[] = [
  { n: 1, name: 'Bergen (Dokkeskjærskaien)' },
  { n: 2, name: 'Stavanger/Dusavik' },
  { n: 3, name: 'Ågotnes/CCB' },
  { n: 4, name: 'Kristiansund/Vestbase' },
  { n: 5, name: 'Sandnessjøen/Helgelandsbase' },
  { n: 6, name: 'Hammerfest/Polarbase' },
  { n: 7, name: 'Tromsø (Breivika)' },
  { n: 8, name: 'Florø/Fjord Base' },
  { n: 9, name: 'Mongstad' },
  { n: 10, name: 'Tananger' },
  { n: 11, name: 'Ålesund' },
  { n: 12, name: 'Bodø' },
  { n: 13, name: 'Honningsvåg' },
  { n: 14, name: 'Farsund', isInactive: true },
];

/** Survey and support vessels; IMO numbers carry a valid check digit. */
export const DEMO_VESSELS: readonly { n: number; name: string; imo: number | null; callSignal: string; country: string; isDeleted?: boolean }[] = [
  { n: 1, name: 'Polar Nordkapp', imo: 9312456, callSignal: 'LCNE3', country: 'NO' },
  { n: 2, name: 'Vestland Surveyor', imo: 9258105, callSignal: 'LAVS7', country: 'NO' },
  { n: 3, name: 'Atlantic Explorer', imo: 9783124, callSignal: 'C6BX4', country: 'BS' },
  { n: 4, name: 'North Sea Pioneer', imo: 9431173, callSignal: 'MBNP9', country: 'GB' },
  { n: 5, name: 'Aegir Seismic', imo: 9674050, callSignal: '5BKT2', country: 'CY' },
  { n: 6, name: 'Ocean Geo Star', imo: 9188207, callSignal: '3EVG5', country: 'PA' },
  { n: 7, name: 'Havdrønn', imo: 9577331, callSignal: 'LGHD4', country: 'NO' },
  { n: 8, name: 'Stril Barents', imo: 9024619, callSignal: 'LMSB2', country: 'NO' },
  { n: 9, name: 'Sea Guardian', imo: 9366902, callSignal: 'V7SG8', country: 'MH' },
  { n: 10, name: 'Boreal Node', imo: 9811543, callSignal: '9HBN6', country: 'MT' },
  { n: 11, name: 'Skagerrak Scout', imo: 9455284, callSignal: 'OXSS3', country: 'DK' },
  { n: 12, name: 'Old Viking', imo: 9223796, callSignal: 'LJOV1', country: 'NO', isDeleted: true },
];

/** Fisheries experts (phone is an int32 number, spec 000 section 5). */
export const DEMO_FISHERIES_EXPERTS: readonly {
  n: number;
  firstName: string;
  lastName: string;
  address: string;
  postNo: string;
  place: string;
  phone: number;
  approvedAreas: number;
  /** [years after the seed year, 'MM-DD'] */
  approvedUntil: readonly [number, string];
  isDeleted?: boolean;
}[] = [
  { n: 1, firstName: 'Ola', lastName: 'Hansen', address: 'Sjøgata 12', postNo: '8006', place: 'Bodø', phone: 91234567, approvedAreas: Area.North, approvedUntil: [1, '12-31'] },
  { n: 2, firstName: 'Ingrid', lastName: 'Johansen', address: 'Strandkaien 3', postNo: '5013', place: 'Bergen', phone: 92345678, approvedAreas: Area.South, approvedUntil: [1, '06-30'] },
  { n: 3, firstName: 'Per', lastName: 'Olsen', address: 'Storgata 44', postNo: '9008', place: 'Tromsø', phone: 93456789, approvedAreas: Area.AllAreas, approvedUntil: [2, '03-31'] },
  { n: 4, firstName: 'Kristin', lastName: 'Larsen', address: 'Kirkegata 7', postNo: '6003', place: 'Ålesund', phone: 94567890, approvedAreas: Area.South, approvedUntil: [0, '12-31'] },
  { n: 5, firstName: 'Arne', lastName: 'Nilsen', address: 'Havnegata 19', postNo: '9600', place: 'Hammerfest', phone: 95678901, approvedAreas: Area.North, approvedUntil: [1, '09-30'] },
  { n: 6, firstName: 'Sigrid', lastName: 'Berg', address: 'Løkkeveien 2', postNo: '4008', place: 'Stavanger', phone: 46789012, approvedAreas: Area.AllAreas, approvedUntil: [2, '01-31'] },
  { n: 7, firstName: 'Magnus', lastName: 'Eide', address: 'Fjordvegen 88', postNo: '6900', place: 'Florø', phone: 47890123, approvedAreas: Area.South, approvedUntil: [-1, '12-31'], isDeleted: true },
];
