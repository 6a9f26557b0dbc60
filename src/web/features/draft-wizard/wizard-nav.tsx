import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { useTranslation } from '../../components/use-translation';
import { useNotify } from '../../components/notify';
import { isOnline } from '../../offline/online-status';
import { useWizard } from './wizard-context';
import { neighbourStep, type WizardStep } from './wizard-steps';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    justifyContent: 'space-between',
    borderTop: `1px solid ${tokens.colorNeutralStroke2}`,
    paddingTop: tokens.spacingVerticalM,
  },
  right: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

interface WizardNavProps {
  step: WizardStep;
  onGo: (step: WizardStep) => Promise<void>;
  onSubmit: () => Promise<void>;
  submitting: boolean;
}

/** Back / Save draft / Next on each step; Save and submit instead of Next on the last (spec 002 s2). */
export function WizardNav({ step, onGo, onSubmit, submitting }: WizardNavProps) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  const notify = useNotify();
  const { save } = useWizard();
  const [busy, setBusy] = useState(false);
  const back = neighbourStep(step, -1);
  const next = neighbourStep(step, 1);

  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  };
  const saveDraft = () =>
    run(async () => {
      if (await save()) notify(isOnline() ? t('nav.saved') : t('nav.savedLocally'), 'success');
    });

  return (
    <div className={styles.root}>
      <Button disabled={!back || busy || submitting} onClick={() => back && void run(() => onGo(back))}>
        {t('nav.back')}
      </Button>
      <div className={styles.right}>
        <Button disabled={busy || submitting} onClick={() => void saveDraft()}>
          {t('nav.saveDraft')}
        </Button>
        {next ? (
          <Button appearance="primary" disabled={busy} onClick={() => void run(() => onGo(next))}>
            {t('nav.next')}
          </Button>
        ) : (
          <Button appearance="primary" disabled={busy || submitting} onClick={() => void onSubmit()}>
            {t('nav.saveAndSubmit')}
          </Button>
        )}
      </div>
    </div>
  );
}
