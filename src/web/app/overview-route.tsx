import { CreateDraftButton } from '../features/draft-wizard/create/create-draft-button';
import { OverviewPage } from '../features/overview/overview-page';

/** The overview with the draft wizard's 'Ny melding' button beside its title: the app joins the two features. */
export default function OverviewRoute() {
  return <OverviewPage actions={<CreateDraftButton />} />;
}
