import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useTranslation } from '../../components/use-translation';
import { WIZARD_STEPS, type WizardStep } from './wizard-steps';

const useStyles = makeStyles({
  list: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalS,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  },
  number: {
    display: 'inline-grid',
    placeItems: 'center',
    width: '1.5rem',
    height: '1.5rem',
    borderRadius: '50%',
    border: `1px solid ${tokens.colorNeutralStroke1}`,
  },
  current: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
});

/** The clickable stepper: each step is a button; going to another step saves first (the caller's onGo). */
export function WizardStepper({ current, onGo }: { current: WizardStep; onGo: (step: WizardStep) => void }) {
  const { t } = useTranslation('draft');
  const styles = useStyles();
  return (
    <nav aria-label={t('steps.label')}>
      <ol className={styles.list}>
        {WIZARD_STEPS.map((step, index) => (
          <li key={step}>
            <Button
              appearance={step === current ? 'primary' : 'subtle'}
              aria-current={step === current ? 'step' : undefined}
              onClick={() => step !== current && onGo(step)}
              icon={
                <span className={mergeClasses(styles.number, step === current && styles.current)}>
                  {index + 1}
                </span>
              }
            >
              {t(`steps.${step}`)}
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
