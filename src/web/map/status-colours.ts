import { AccomplishmentStatus as S } from '@/domain/enums/accomplishment-status';

/** Colour of each accomplishment status, in the table's badges, the map and the legend (spec 002 s4). */
export const STATUS_COLOURS: Readonly<Record<number, string>> = {
  [S.Under_Behandling]: '#8764b8',
  [S.Planlagt]: '#0078d4',
  [S.Pågående]: '#107c10',
  [S.Pause]: '#ca5010',
  [S.Ferdig]: '#605e5c',
  [S.FerdigMedDokumentasjon]: '#004b1c',
  [S.Avlyst]: '#a4262c',
  [S.Utkast]: '#b58900',
  [S.Ikke_Kjent]: '#8a8886',
};

export const statusColour = (status: number) => STATUS_COLOURS[status] ?? STATUS_COLOURS[S.Ikke_Kjent];
