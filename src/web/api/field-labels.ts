/**
 * Norwegian labels of the fields a service problem can name in `errors` ('body.sensor.cable.count'): the field's
 * path without where it came from and without list indexes, or its last name, to a label key the forms already
 * use. A field not here is shown by its message alone.
 */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  // Create dialog.
  lawCategory: 'draft:create.lawCategory',
  type: 'draft:create.type',
  onBehalfOfCompanyId: 'draft:create.company',
  onBehalfOfCompanyContactPerson: 'draft:create.contactPerson',
  onBehalfOfCompanyContactPersonInfo: 'draft:create.contactPerson',
  govtReason: 'draft:create.govtReason',
  seismicOptions: 'draft:create.seismicOption',
  additionalOptions: 'draft:create.extraOptions',
  firstName: 'draft:create.firstName',
  lastName: 'draft:create.lastName',
  email: 'draft:create.email',
  phone: 'draft:create.phone',
  // Area and time.
  plannedStartDate: 'draft:area.plannedStartDate',
  plannedEndDate: 'draft:area.plannedEndDate',
  grossGeometry: 'draft:area.gross',
  netGeometry: 'draft:area.net',
  // Gathered information.
  companyConductorNpdId: 'draft:gathered.contractor',
  dataSalable: 'draft:gathered.dataSalable',
  environmentalComment: 'draft:gathered.environmentalComment',
  generalComment: 'draft:gathered.generalComment',
  quantityKm: 'draft:gathered.quantityKm',
  quantityKm2: 'draft:gathered.quantityKm2',
  quantityTb: 'draft:gathered.quantityTb',
  'sensor.type': 'draft:gathered.sensorType',
  'sensor.cable.count': 'draft:gathered.cableCount',
  'sensor.cable.length': 'draft:gathered.cableLength',
  'sensor.cable.towWidth': 'draft:gathered.cableTowWidth',
  'sensor.node.count': 'draft:gathered.nodeCount',
  'source.type': 'draft:gathered.sourceType',
  'source.electromagnetic.count': 'draft:gathered.emCount',
  'source.electromagnetic.size': 'draft:gathered.emSize',
  'source.electromagnetic.watt': 'draft:gathered.emWatt',
  'source.seismic.count': 'draft:gathered.seismicCount',
  'source.seismic.size': 'draft:gathered.seismicSize',
  'source.seismic.pressure': 'draft:gathered.seismicPressure',
  approverUserId: 'draft:gathered.approver',
  contactPersonUserId: 'draft:gathered.contactPerson',
  // Vessel, harbour and fisheries expert rows.
  vesselId: 'draft:gathered.vessel',
  vesselRole: 'draft:gathered.vesselRole',
  phoneNumber: 'draft:gathered.phoneNumber',
  fromDate: 'draft:gathered.fromDate',
  toDate: 'draft:gathered.toDate',
  harbourId: 'draft:gathered.harbour',
  fisheriesExpertId: 'draft:gathered.expert',
  // Licences.
  licenceNpdId: 'admin:licences.npdIdLicence',
  licenceType: 'admin:licences.kind',
};

/** Where a field error's value came from: the first part of its path, dropped for the label. */
const SOURCES = new Set(['body', 'query', 'params', 'headers']);

/** The label key of a field error's path, or undefined when the field has no label. */
export function fieldLabelKey(path: string): string | undefined {
  const parts = path.split('.').filter((part) => part !== '' && !/^\d+$/.test(part));
  if (parts.length > 1 && SOURCES.has(parts[0])) parts.shift();
  return FIELD_LABELS[parts.join('.')] ?? (parts.length ? FIELD_LABELS[parts[parts.length - 1]] : undefined);
}
