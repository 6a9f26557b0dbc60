import { Input, makeStyles, Spinner, tokens } from '@fluentui/react-components';
import { ChevronDownRegular, SearchRegular } from '@fluentui/react-icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../../components/use-translation';
import { useSearchParams } from 'react-router-dom';
import { searchCall } from '@/domain/schemas/search';
import { callApi } from '../../../api/client';
import { useSession } from '@/web/session/use-session';
import { lazyAfterFirstScreen } from '../../../components/first-screen';
import type { TimelineFilter } from './message-kinds';

const useStyles = makeStyles({
  root: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  text: { minWidth: '12rem', maxWidth: '100%', flexGrow: 1 },
  standIn: {
    minWidth: '16rem',
    maxWidth: '100%',
    boxSizing: 'border-box',
    height: '32px',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalMNudge}`,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground4,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
  },
  chevron: { fontSize: '20px', color: tokens.colorNeutralStrokeAccessible },
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

/**
 * The filter by message type (spec 001 s2.3): its multi-select and chips (Fluent's Dropdown and TagGroup, with their
 * popup positioning and focus management) load after the page's first screen, in the place of a closed field of the
 * same size (issue 27).
 */
const TypeFilter = lazyAfterFirstScreen(() => import('./timeline-type-filter'), <TypeFilterStandIn />);

/** The filter bar: the text filter and the filter by message type. */
export function TimelineFilterBar({ value, onChange, textPending = false }: { value: TimelineFilter[]; onChange: (next: TimelineFilter[]) => void; textPending?: boolean }) {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <TextFilter pending={textPending} />
      <TypeFilter value={value} onChange={onChange} />
    </div>
  );
}

/** The closed type filter as Fluent's Dropdown draws it, until it has loaded (not a control: nothing to use yet). */
function TypeFilterStandIn() {
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  return (
    <div className={styles.standIn} aria-hidden="true">
      <span>{t('timeline.filter')}</span>
      <ChevronDownRegular className={styles.chevron} />
    </div>
  );
}
