import { Button, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate } from 'react-router-dom';
import { AccomplishmentStatus, STARTED_STATUSES } from '@/domain/enums/accomplishment-status';
import { StatusChangeAction } from '@/domain/enums/status-change-action';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { isApiError } from '../../../api/client';
import { useNotify } from '../../../components/notify';
import { useSession } from '@/web/session/use-session';
import { useFinishWithDoc, useSubmittedToOed } from '../api/finish-with-doc';
import { useAllowedActions } from '../api/get-allowed-actions';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalL },
  end: { marginLeft: 'auto' },
});

/**
 * Below the header (spec 001 s2.2, s4.1): 'submitted to the ministry' and 'all fisheries reports received' (which
 * finishes a Ferdig acquisition with documentation and is then disabled), each for the role holding its permission;
 * and the week-reports button (to /{id}/weekReports) for ongoing, paused and finished acquisitions, and for a planned one
 * to the notifiers who file its start-up report.
 */
export function CheckboxRow({ acquisition: a }: { acquisition: TAcquisition }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const { can } = useSession();
  const notify = useNotify();
  const allowed = useAllowedActions(a.id, a.version);
  const oed = useSubmittedToOed(a.id);
  const finish = useFinishWithDoc(a.id);
  // What the user clicked, shown in the same event: the mutation's own pending state arrives a task later, and until
  // then React would put the controlled box back as it was (a flicker, and a click that seems not to take).
  const [oedClicked, setOedClicked] = useState<boolean | null>(null);
  const [finishClicked, setFinishClicked] = useState(false);
  const failed = (error: unknown) =>
    notify(
      t('checkboxes.failed', { message: isApiError(error) ? error.userMessage : String(error) }),
      'error',
    );
  const showOed = can('update:submitted-to-ministry');
  const showFinish = can('update:status-finished-with-documentation', {
    status: AccomplishmentStatus.Ferdig,
  });
  const finished = a.allFisheriesReportsRevived || a.status === AccomplishmentStatus.FerdigMedDokumentasjon;
  const mayFinish =
    !finished &&
    allowed.includes(StatusChangeAction.FinishWithDocumentation) &&
    a.status === AccomplishmentStatus.Ferdig;
  const navigate = useNavigate();
  // Started acquisitions show their reports (spec 001 s4.1); a planned one shows them to whoever files its start-up report.
  const showWeekReports =
    STARTED_STATUSES.includes(a.status) ||
    (a.status === AccomplishmentStatus.Planlagt && can('create:week-report'));
  if (!showOed && !showFinish && !showWeekReports) return null;
  return (
    <div className={styles.root} role="group" aria-label={t('checkboxes.label')}>
      {showOed && (
        <Checkbox
          label={t('checkboxes.submittedToOed')}
          checked={oedClicked ?? a.submittedToOED}
          disabled={oed.isPending}
          onChange={(_, d) => {
            const value = d.checked === true;
            setOedClicked(value);
            oed.mutate(value, { onError: failed, onSettled: () => setOedClicked(null) });
          }}
        />
      )}
      {showFinish && (
        <LazyTooltip content={t('checkboxes.allFisheriesReportsHint')} relationship="description" showDelay={500}>
          <Checkbox
            label={t('checkboxes.allFisheriesReports')}
            checked={finished || finishClicked}
            disabled={!mayFinish || finish.isPending}
            onChange={(_, d) => {
              if (d.checked !== true) return;
              setFinishClicked(true);
              finish.mutate(undefined, { onError: failed, onSettled: () => setFinishClicked(false) });
            }}
          />
        </LazyTooltip>
      )}
      {showWeekReports && (
        <Button
          className={styles.end}
          icon={<DocumentBulletListRegular />}
          onClick={() => void navigate(`/${a.id}/weekReports`)}
        >
          {t('weekReports.button')}
        </Button>
      )}
    </div>
  );
}
