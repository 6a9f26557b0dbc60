import { Party } from '../roles';

/** The three authorities that review a case (statements come from them). */
export const AUTHORITIES: readonly Party[] = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute];
/** Every party, in the order the header lists them. */
export const ALL_PARTIES: readonly Party[] = [Party.Regulator, Party.FisheriesDirectorate, Party.MarineResearchInstitute, Party.Company];

/** The parties' keys in messages (replyIndicators, hasReplied, per-party deadlines): npd, fdir, hi, cmp. */
export type TPartyKey = 'npd' | 'fdir' | 'hi' | 'cmp';
export const PARTY_KEY: Readonly<Record<Party, TPartyKey>> = {
  [Party.Regulator]: 'npd',
  [Party.FisheriesDirectorate]: 'fdir',
  [Party.MarineResearchInstitute]: 'hi',
  [Party.Company]: 'cmp',
};
const BY_KEY: Readonly<Record<TPartyKey, Party>> = { npd: Party.Regulator, fdir: Party.FisheriesDirectorate, hi: Party.MarineResearchInstitute, cmp: Party.Company };
export const partyFromKey = (key: TPartyKey): Party => BY_KEY[key];
