import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { useReportChoices, useReportData } from '../api/use-report-data';
import { weeklyTotals } from '../report-state';
import { FinishForm } from './finish-form';
import { FormPlaceholder } from './form-placeholder';
import type { ReportFormName } from './report-form-names';
import { StartupForm } from './startup-form';
import { WeekReportForm } from './week-report-form';

/** One of the three forms, once the device knows the reports, vessels and experts; a form not allowed now says why. */
function ReportFormPage({ acquisition, form }: { acquisition: TAcquisition; form: ReportFormName }) {
  const { t } = useTranslation('week-reports');
  const data = useReportData(acquisition.id);
  const choices = useReportChoices(acquisition.id);
  if (!data.ready || !choices.ready) return <FormPlaceholder title={t('loading')} />;
  const { state } = data;
  const refusal =
    form === 'startup'
      ? !state.mayStartup && t('form.startup.exists')
      : form === 'add'
        ? !state.mayAddWeekReport && (state.hasFinish ? t('form.add.finished') : t('form.add.needsStartup'))
        : !state.mayFinish && (state.hasFinish ? t('form.finish.exists') : t('form.finish.needsStartup'));
  if (refusal)
    return (
      <MessageBar intent="warning" layout="multiline" data-testid="form-refusal">
        <MessageBarBody>{refusal}</MessageBarBody>
      </MessageBar>
    );
  const props = { acquisition, vessels: choices.vessels, experts: choices.experts };
  if (form === 'startup') return <StartupForm {...props} />;
  if (form === 'add') return <WeekReportForm {...props} doneStart={data.nextDoneStart} />;
  return <FinishForm {...props} doneStart={data.nextDoneStart} totals={weeklyTotals(data.filed, data.waiting)} />;
}

export default ReportFormPage;
