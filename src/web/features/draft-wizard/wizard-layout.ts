import { makeStyles, tokens } from '@fluentui/react-components';

/** The wizard's page layout: the step beside the key-info panel (one column on a phone), shared with its loading frame. */
export const useWizardLayout = makeStyles({
  root: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) 18rem',
    gap: tokens.spacingHorizontalXL,
    padding: tokens.spacingHorizontalL,
    alignItems: 'start',
    '@media (max-width: 900px)': {
      gridTemplateColumns: 'minmax(0, 1fr)',
      padding: tokens.spacingHorizontalS,
    },
  },
  title: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  main: { display: 'grid', gap: tokens.spacingVerticalL, minWidth: 0 },
  busy: { justifySelf: 'start' },
});
