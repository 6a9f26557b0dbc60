import { makeStyles, tokens } from '@fluentui/react-components';
import {
  CalendarLtrRegular,
  CheckmarkCircleRegular,
  DismissCircleRegular,
  DocumentCheckmarkRegular,
  DocumentSearchRegular,
  EditRegular,
  PauseCircleRegular,
  PlayCircleRegular,
  QuestionCircleRegular,
  type FluentIcon,
} from '@fluentui/react-icons';
import { AccomplishmentStatus as S } from '@/domain/enums/accomplishment-status';
import { statusColour } from '../map/status-colours';
import { useEnumLabel } from './use-enum-label';

/** Icon of each accomplishment status (spec 002 s4: each has its own colour and icon). */
const ICONS: Record<number, FluentIcon> = {
  [S.Under_Behandling]: DocumentSearchRegular,
  [S.Planlagt]: CalendarLtrRegular,
  [S.Pågående]: PlayCircleRegular,
  [S.Pause]: PauseCircleRegular,
  [S.Ferdig]: CheckmarkCircleRegular,
  [S.FerdigMedDokumentasjon]: DocumentCheckmarkRegular,
  [S.Avlyst]: DismissCircleRegular,
  [S.Utkast]: EditRegular,
  [S.Ikke_Kjent]: QuestionCircleRegular,
};

const useStyles = makeStyles({
  // The label may wrap ('Under / behandling') when the table is narrow; the icon stays by its first line.
  badge: { display: 'inline-flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalXS },
  icon: { fontSize: '18px', flexShrink: 0 },
});

export function StatusBadge({ status }: { status: number }) {
  const styles = useStyles();
  const label = useEnumLabel();
  const Icon = ICONS[status] ?? QuestionCircleRegular;
  return (
    <span className={styles.badge} data-status={status}>
      <Icon className={styles.icon} style={{ color: statusColour(status) }} aria-hidden />
      {label(S, 'AccomplishmentStatus', status)}
    </span>
  );
}
