import type { FastifyInstance } from 'fastify';
import { LicenceKind } from '../../../domain/enums/licence-kind';
import { companiesCall, companiesWithPrefixesCall, companyHasPrefixCall, countriesCall } from '../../../domain/schemas/reference-companies';
import { fisheriesExpertsCall } from '../../../domain/schemas/reference-fisheries-experts';
import {
  co2ExploitationLicencesCall,
  co2ExplorationLicencesCall,
  co2SurveyLicencesCall,
  lawCategoriesCall,
  licenceNameCall,
  productionLicencesCall,
  surveyLicencesCall,
} from '../../../domain/schemas/reference-licences';
import { designatedHarboursCall, vesselCall, vesselsCall } from '../../../domain/schemas/reference-vessels';
import { businessDaysBetween, businessDaysUntil } from '../../../domain/rules/business-days';
import { osloDate } from '../../../domain/rules/calendar-date';
import { businessDaysBetweenCall, businessDaysCall } from '../../../domain/schemas/reference-business-days';
import { registerCall } from '../../http/register-call';
import { lawCategoriesOf } from '../../access/law-categories';
import { hasPrefix, listCompanies, listCountries } from './companies';
import { listFisheriesExperts } from './fisheries-experts';
import { listHarbours } from './harbours';
import { licenceName, listSupportLicences } from './support-licences';
import { getVessel, listVessels } from './vessels';

/** Reference and support data read by every signed-in role (spec 000 section 7). */
export function registerReferenceData(app: FastifyInstance): void {
  registerCall(app, vesselsCall, () => listVessels(app.db, false));
  registerCall(app, vesselCall, ({ params }) => getVessel(app.db, params.id));
  registerCall(app, designatedHarboursCall, () => listHarbours(app.db, false));
  registerCall(app, fisheriesExpertsCall, () => listFisheriesExperts(app.db, false));

  registerCall(app, companiesCall, () => listCompanies(app.db, false));
  registerCall(app, companiesWithPrefixesCall, () => listCompanies(app.db, true));
  registerCall(app, companyHasPrefixCall, ({ request }) => hasPrefix(app.db, request.userContext!));
  registerCall(app, countriesCall, () => listCountries(app.db));
  registerCall(app, lawCategoriesCall, ({ request }) => lawCategoriesOf(app.db, request.userContext!));

  const lists = [
    [productionLicencesCall, LicenceKind.Production],
    [co2ExploitationLicencesCall, LicenceKind.Co2Exploitation],
    [co2ExplorationLicencesCall, LicenceKind.Co2Exploration],
    [surveyLicencesCall, LicenceKind.Survey],
    [co2SurveyLicencesCall, LicenceKind.Co2Survey],
  ] as const;
  for (const [call, kind] of lists) {
    registerCall(app, call, ({ request, query }) => listSupportLicences(app.db, kind, request.userContext!, query));
  }
  registerCall(app, licenceNameCall, ({ params }) => licenceName(app.db, params.npdId));

  registerCall(app, businessDaysCall, ({ params }) => businessDaysUntil(osloDate(), params.value));
  registerCall(app, businessDaysBetweenCall, ({ params }) => businessDaysBetween(params.from, params.to));
}
