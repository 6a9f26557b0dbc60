import { Button, Card, makeStyles, Text, tokens } from '@fluentui/react-components';
import { Delete20Regular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useSaveFailed } from '../form/use-save-failed';

const useStyles = makeStyles({
  card: { display: 'grid', gap: tokens.spacingVerticalS },
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(13rem, 100%), 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  head: {
    display: 'flex',
    justifyContent: 'space-between',
    alignItems: 'center',
    gap: tokens.spacingHorizontalS,
  },
});

/** The delete button of a row on step 2, named after the row ('Fjern <name>'); a failed removal is told. */
export function RemoveButton({ name, onRemove }: { name: string; onRemove: () => Promise<unknown> }) {
  const { t } = useTranslation('draft');
  const failed = useSaveFailed();
  return (
    <Button
      icon={<Delete20Regular />}
      aria-label={`${t('gathered.remove')} ${name}`}
      onClick={() => void onRemove().catch(failed)}
    />
  );
}

/** A row of step 2 as a card: its name and delete button, its fields in a grid, then anything it adds below. */
export function RowCard(props: {
  testId: string;
  name: string;
  onRemove: () => Promise<unknown>;
  children: ReactNode;
  below?: ReactNode;
}) {
  const styles = useStyles();
  return (
    <Card className={styles.card} data-testid={props.testId}>
      <div className={styles.head}>
        <Text weight="semibold">{props.name}</Text>
        <RemoveButton name={props.name} onRemove={props.onRemove} />
      </div>
      <div className={styles.grid}>{props.children}</div>
      {props.below}
    </Card>
  );
}
