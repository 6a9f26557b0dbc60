import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { HTMLAttributes } from 'react';

const useStyles = makeStyles({
  card: {
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    boxSizing: 'border-box',
    overflow: 'hidden',
    gap: '12px',
    padding: '12px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    // Fluent's Card draws its border over its content, transparent but for forced colours (high contrast).
    '::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      pointerEvents: 'none',
      border: `${tokens.strokeWidthThin} solid ${tokens.colorTransparentStroke}`,
      borderRadius: tokens.borderRadiusMedium,
    },
  },
});

/**
 * A box drawn as Fluent's medium filled Card, not focusable (what the timeline and the details tab use Card for).
 * Fluent's Card sets up focus groups through its focus manager (tabster, some 20 KB gzip) even when it is not
 * focusable, which a field page's first screen otherwise does not need (issue 27).
 */
export function PlainCard({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div {...props} className={mergeClasses(styles.card, className)} />;
}
