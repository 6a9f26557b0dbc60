import { makeStyles, Text, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import { BusySpinner } from './busy-spinner';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    minHeight: '60vh',
    padding: tokens.spacingHorizontalXL,
    textAlign: 'center',
    maxWidth: '40rem',
    margin: '0 auto',
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap', justifyContent: 'center' },
});

interface PageMessageProps {
  title?: string;
  icon?: ReactNode;
  busy?: boolean;
  children?: ReactNode;
  actions?: ReactNode;
}

/** A centred full-page message (loading, offline, signed out, errors). */
export function PageMessage({ title, icon, busy, children, actions }: PageMessageProps) {
  const styles = useStyles();
  return (
    <main className={styles.root} id="main">
      {icon}
      {busy && <BusySpinner size="medium" />}
      {/* A busy message is a moment inside a page, which keeps its own title. */}
      {title && !busy && <PageTitle title={title} />}
      {title && (
        <Text as="h1" size={600} weight="semibold">
          {title}
        </Text>
      )}
      {children}
      {actions && <div className={styles.actions}>{actions}</div>}
    </main>
  );
}
