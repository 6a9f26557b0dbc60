import { makeStyles, tokens } from '@fluentui/react-components';
import { BusySpinner } from '../../../components/busy-spinner';

const useStyles = makeStyles({
  root: { minHeight: '100vh', display: 'flex', justifyContent: 'center', paddingTop: tokens.spacingVerticalXXL },
});

/**
 * The place of a report form held at a screen's height while its code and what it is built from are read (the
 * reports, vessels and experts; the form's copy on the device): what follows it (the key info, below it on a phone) does
 * not move when it arrives (issues 25 and 27: CLS 0.22-0.78). The page above it holds the form's title.
 */
export function FormPlaceholder({ title }: { title: string }) {
  const styles = useStyles();
  return (
    <div className={styles.root} role="status">
      <BusySpinner size="medium" label={title} />
    </div>
  );
}
