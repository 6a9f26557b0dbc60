/** Demo organisations; for companies the id is the company's npdId (npdIdCompany). */
export const DEMO_ORGANISATIONS = [
  { id: 100, name: 'Sokkeldirektoratet', kind: 'regulator', prefix: null, orgNo: '870917732' },
  { id: 200, name: 'Fiskeridirektoratet', kind: 'fdir', prefix: null, orgNo: '971203420' },
  { id: 300, name: 'Havforskningsinstituttet', kind: 'hi', prefix: null, orgNo: '971349077' },
  { id: 1001, name: 'Nordkapp Energi ASA', kind: 'company', prefix: 'NKE', orgNo: '910000001' },
  { id: 1002, name: 'Vestland Petroleum AS', kind: 'company', prefix: 'VPA', orgNo: '910000002' },
  { id: 1003, name: 'Polarhav Seismikk AS', kind: 'company', prefix: null, orgNo: '910000003' },
  { id: 1004, name: 'Havbunn Geofysikk AS', kind: 'company', prefix: 'HBG', orgNo: '910000004' },
  { id: 1005, name: 'Skagerrak Karbonlager AS', kind: 'company', prefix: 'SKL', orgNo: '910000005' },
] as const;
