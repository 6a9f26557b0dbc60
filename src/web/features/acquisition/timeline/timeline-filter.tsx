import { Button, Dropdown, Input, makeStyles, Option, Spinner, Tag, TagGroup, tokens } from '@fluentui/react-components';
import { SearchRegular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { searchCall } from '@/domain/schemas/search';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { DEADLINE_FILTER, MESSAGE_GROUPS, type TimelineFilter } from './message-kinds';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  dropdown: { minWidth: '16rem', maxWidth: '100%' },
  text: { minWidth: '12rem', maxWidth: '100%', flexGrow: 1 },
});

/** The text filter's words: the page's query parameter 'q' (a search hit opens the timeline with it). */
const TEXT_PARAM = 'q';

/**
 * The timeline's text filter (issue 29): the ids of the case's messages that match the words of ?q= (the service's
 * Norwegian full-text search, GET /Search within the case), or null when there is no text filter. A hit opened from
 * the search page (?message=<id>) is scrolled into view by the timeline's useScrollToMessage, as every linked message.
 */
export function useTimelineTextFilter(acquisitionId: string): { ids: Set<string> | null; pending: boolean } {
  const { contextToken } = useSession();
  const [params] = useSearchParams();
  const q = (params.get(TEXT_PARAM) ?? '').trim();
  const hits = useQuery({
    queryKey: ['search', contextToken, q, acquisitionId, 500],
    queryFn: ({ signal }) => callApi(searchCall, { query: { q, acquisitionId, limit: 500 }, signal }),
    enabled: q.length >= 2,
    placeholderData: keepPreviousData,
  });
  // One set per answer: the timeline defers its cards' render by this list's identity.
  const ids = useMemo(() => (hits.data ? new Set(hits.data.messages.map((m) => m.messageId)) : null), [hits.data]);
  if (q.length < 2) return { ids: null, pending: false };
  return { ids, pending: hits.isFetching };
}

/** The text field of the filter bar, kept in the query parameter 'q' (written as the user pauses typing). */
function TextFilter({ pending }: { pending: boolean }) {
  const { t } = useTranslation('case-export');
  const styles = useStyles();
  const [params, setParams] = useSearchParams();
  const current = params.get(TEXT_PARAM) ?? '';
  const [value, setValue] = useState(current);
  useEffect(() => setValue(current), [current]);
  useEffect(() => {
    if (value === current) return;
    const timer = setTimeout(() => {
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value.trim()) next.set(TEXT_PARAM, value);
          else next.delete(TEXT_PARAM);
          next.delete('message');
          return next;
        },
        { replace: true },
      );
    }, 300);
    return () => clearTimeout(timer);
  }, [value, current, setParams]);
  return (
    <Input
      className={styles.text}
      type="search"
      value={value}
      onChange={(_, d) => setValue(d.value)}
      aria-label={t('search.timelineFilter')}
      placeholder={t('search.timelineFilter')}
      contentBefore={<SearchRegular aria-hidden />}
      contentAfter={pending ? <Spinner size="extra-tiny" aria-label={t('search.timelineSearching')} /> : undefined}
    />
  );
}

/** The filter by message type (spec 001 s2.3): a multi-select, a chip per active filter, and a reset. */
export function TimelineFilterBar({ value, onChange, textPending = false }: { value: TimelineFilter[]; onChange: (next: TimelineFilter[]) => void; textPending?: boolean }) {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const { can } = useSession();
  const options: TimelineFilter[] = [...MESSAGE_GROUPS, ...(can('read:approaching-deadline') ? [DEADLINE_FILTER] : [])];
  const labelOf = (f: TimelineFilter) => t(`timeline.groups.${f}`);
  return (
    <div className={styles.root}>
      <TextFilter pending={textPending} />
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
    </div>
  );
}
