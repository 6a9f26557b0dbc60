import { makeStyles, mergeClasses, tokens, typographyStyles } from '@fluentui/react-components';
import type { ComponentProps } from 'react';

// A read-only table that looks like Fluent's small Table but is the browser's own <table>: no context, focus
// management or hover state per cell. A case's details and its amendments' diffs draw hundreds of cells, and Fluent's
// Table cost the details tab a long task of its first render on a slow phone (issue 27).
const useStyles = makeStyles({
  table: {
    ...typographyStyles.body1,
    width: '100%',
    tableLayout: 'fixed',
    borderCollapse: 'collapse',
    backgroundColor: tokens.colorSubtleBackground,
    color: tokens.colorNeutralForeground1,
  },
  row: { borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}` },
  cell: {
    height: '34px',
    padding: `0 ${tokens.spacingHorizontalS}`,
    verticalAlign: 'middle',
    textAlign: 'start',
  },
  header: { fontWeight: tokens.fontWeightRegular },
});

export function PlainTable({ className, ...props }: ComponentProps<'table'>) {
  return <table className={mergeClasses(useStyles().table, className)} {...props} />;
}

export function PlainRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={mergeClasses(useStyles().row, className)} {...props} />;
}

export function PlainHeaderCell({ className, ...props }: ComponentProps<'th'>) {
  const styles = useStyles();
  return <th scope="col" className={mergeClasses(styles.cell, styles.header, className)} {...props} />;
}

export function PlainCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={mergeClasses(useStyles().cell, className)} {...props} />;
}
