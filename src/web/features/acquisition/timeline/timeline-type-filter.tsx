import { Button, Dropdown, makeStyles, Option, Tag, TagGroup } from '@fluentui/react-components';
import { useTranslation } from '../../../components/use-translation';
import { useSession } from '@/web/session/use-session';
import { DEADLINE_FILTER, MESSAGE_GROUPS, type TimelineFilter } from './message-kinds';

const useStyles = makeStyles({
  dropdown: { minWidth: '16rem', maxWidth: '100%' },
});

/** The filter by message type (spec 001 s2.3): a multi-select, a chip per active filter, and a reset. */
export default function TimelineTypeFilter({ value, onChange }: { value: TimelineFilter[]; onChange: (next: TimelineFilter[]) => void }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const { can } = useSession();
  const options: TimelineFilter[] = [...MESSAGE_GROUPS, ...(can('read:approaching-deadline') ? [DEADLINE_FILTER] : [])];
  const labelOf = (f: TimelineFilter) => t(`timeline.groups.${f}`);
  return (
    <>
      <Dropdown
        className={styles.dropdown}
        multiselect
        aria-label={t('timeline.filter')}
        placeholder={t('timeline.filter')}
        selectedOptions={value}
        value={value.map(labelOf).join(', ')}
        onOptionSelect={(_, d) => onChange(d.selectedOptions as TimelineFilter[])}
      >
        {options.map((f) => (
          <Option key={f} value={f}>
            {labelOf(f)}
          </Option>
        ))}
      </Dropdown>
      {value.length > 0 && (
        <>
          <TagGroup
            aria-label={t('timeline.filter')}
            onDismiss={(_, d) => onChange(value.filter((f) => f !== d.value))}
          >
            {value.map((f) => (
              <Tag key={f} value={f} dismissible dismissIcon={{ 'aria-label': t('timeline.removeFilter', { label: labelOf(f) }) }}>
                {labelOf(f)}
              </Tag>
            ))}
          </TagGroup>
          <Button appearance="subtle" onClick={() => onChange([])}>
            {t('timeline.reset')}
          </Button>
        </>
      )}
    </>
  );
}
