import { LawCategory } from '../enums/law-category';

/**
 * Statement templates (GET /Messages/Templates/LawCategory/{cat}/IsChangeSubmissionStatement/{flag}): the title
 * and text a statement starts from, per law category and for a statement on a change submission. Case text in
 * Norwegian: it is the letter's wording, which the case handler edits before sending.
 */
const PETROLEUM = 'petroleumsloven § 3-1 og ressursforskriften § 6';
const LAW_TEXT: Record<number, string> = {
  [LawCategory.PetroleumLaw]: PETROLEUM,
  [LawCategory.ScientificExplorationLaw]: 'lov om vitenskapelig utforskning av havbunnen',
  [LawCategory.Co2StorageLaw]: 'CO2-lagringsforskriften § 2-1',
  [LawCategory.PerformedByGovernment]: 'undersøkelser utført av myndighetene',
  [LawCategory.OnBehalfOfCompany]: PETROLEUM,
};

export function statementTemplate(lawCategory: number, onChangeSubmission: boolean): { title: string; content: string } {
  const law = LAW_TEXT[lawCategory] ?? PETROLEUM;
  if (onChangeSubmission)
    return {
      title: 'Uttalelse til endringsmelding',
      content: `Vi viser til endringsmeldingen for undersøkelsen, meldt etter ${law}.\n\nVi har vurdert endringene og har følgende merknader:\n\n`,
    };
  return {
    title: 'Uttalelse til melding om undersøkelse',
    content: `Vi viser til meldingen om undersøkelse etter ${law}.\n\nVi har vurdert meldingen og har følgende merknader:\n\n`,
  };
}
