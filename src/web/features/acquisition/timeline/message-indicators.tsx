import { Button, makeStyles } from '@fluentui/react-components';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { ClockRegular, EyeRegular, StarFilled } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import type { TTimelineMessage } from '@/domain/schemas/messages';
import { useNotify } from '../../../components/notify';
import { useSession } from '@/web/session/use-session';
import { useSetIndicatorOff, type Indicator } from '../api/set-indicator-off';

const useStyles = makeStyles({ root: { display: 'inline-flex', gap: '2px' } });

const ICONS = {
  clock: [ClockRegular, '#ca5010'],
  star: [StarFilled, '#986f0b'],
  eye: [EyeRegular, '#0078d4'],
} as const;

/**
 * The deadline clock, pending-task star and to-information eye of a message (spec 001 s4.5): each shown while on and
 * switched off once by a click of whoever may (clock: update:deadline-indicator; star: update:reply-indicator; eye:
 * every viewer of the party). A failure gives the toast 'error'.
 */
export function MessageIndicators({ message, acquisitionId }: { message: TTimelineMessage; acquisitionId: string }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const { can } = useSession();
  const notify = useNotify();
  const off = useSetIndicatorOff(acquisitionId);
  const shown: [Indicator, boolean, boolean][] = [
    ['clock', message.approachingDeadline, can('update:deadline-indicator')],
    ['star', message.taskPending, can('update:reply-indicator')],
    ['eye', message.toInformation, true],
  ];
  const visible = shown.filter(([, on]) => on);
  if (visible.length === 0) return null;
  return (
    <span className={styles.root}>
      {visible.map(([indicator, , may]) => {
        const [Icon, colour] = ICONS[indicator];
        return (
          <LazyTooltip key={indicator} content={t(`timeline.indicators.${indicator}`)} relationship="label" showDelay={500}>
            <Button
              size="small"
              appearance="subtle"
              data-indicator={indicator}
              icon={<Icon style={{ color: colour }} />}
              disabledFocusable={!may || off.isPending}
              onClick={() =>
                off.mutate(
                  { messageId: message.messageId, indicator },
                  { onError: () => notify(t('timeline.indicators.error'), 'error') },
                )
              }
            />
          </LazyTooltip>
        );
      })}
    </span>
  );
}
