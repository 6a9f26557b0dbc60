/** The active GDPR text (personvernerklæring) of the demo data. */
export const DEMO_GDPR_TEXT = `Personvernerklæring for Meldesystem

Sokkeldirektoratet er behandlingsansvarlig for personopplysningene som registreres i Meldesystem. Vi behandler navn, e-postadresse, telefonnummer, stillingstittel og organisasjonstilknytning for deg som bruker løsningen, samt opplysninger om når du har logget inn og hvilke meldinger du har sendt inn eller behandlet.

Formålet med behandlingen er å ta imot og følge opp meldinger om undersøkelser til havs, og å kunne kontakte deg om meldinger du er kontaktperson for. Behandlingsgrunnlaget er personvernforordningen artikkel 6 nr. 1 bokstav e (utøvelse av offentlig myndighet), jf. petroleumsloven og ressursforskriften.

Opplysningene deles med Fiskeridirektoratet og Havforskningsinstituttet i den grad det er nødvendig for deres uttalelser i saken. Opplysningene lagres så lenge du har tilgang til løsningen, og deretter i henhold til arkivloven.

Du har rett til innsyn i, retting av og under visse vilkår sletting av egne personopplysninger, og du kan klage til Datatilsynet. Henvendelser om personvern kan rettes til personvernombudet i Sokkeldirektoratet.

Ved å trykke «Godta» bekrefter du at du har lest og forstått denne personvernerklæringen.`;

export const DEMO_SYSTEM_NOTIFICATIONS = [
  {
    title: 'Velkommen til Meldesystem',
    description: 'Dette er et demomiljø. Alle data er oppdiktet og kan bli slettet uten varsel.',
    severity: 'info',
  },
  {
    title: 'Planlagt vedlikehold',
    description: 'Meldesystem vil være utilgjengelig lørdag mellom kl. 22.00 og 23.00 på grunn av planlagt vedlikehold.',
    severity: 'warning',
  },
] as const;
