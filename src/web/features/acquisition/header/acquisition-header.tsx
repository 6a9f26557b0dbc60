import { Button, makeStyles, Text, tokens } from '@fluentui/react-components';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { ArrowLeftRegular, CalendarClockRegular, ClockRegular, ChatAddRegular, DocumentAddRegular, NoteAddRegular } from '@fluentui/react-icons';
import { useTranslation } from '../../../components/use-translation';
import { useNavigate, useParams } from 'react-router-dom';
import { AccomplishmentStatus } from '@/domain/enums/accomplishment-status';
import { AcquisitionType } from '@/domain/enums/acquisition-type';
import { GovernmentReason } from '@/domain/enums/government-reason';
import { LawCategory } from '@/domain/enums/law-category';
import { dialogueParty } from '@/domain/case-dialogue/dialogue-roles';
import { mayWriteNote } from '@/domain/rules/notes';
import type { TAcquisition } from '@/domain/schemas/acquisition';
import { formatDate } from '../../../components/format-date';
import { StatusBadge } from '../../../components/status-badge';
import { useEnumLabel } from '../../../components/use-enum-label';
import { useSession } from '@/web/session/use-session';
import { TimeWithParties } from '../dialogue/time-with-parties';
import { useOutboxEntries } from '../../../offline/outbox';
import { StatusMenu } from '../status/status-menu';
import { waitingStatus } from '../waiting/waiting-changes';
import { ExportPdfButton } from './export-pdf-button';
import { ImportAreaButton } from './import-area-button';
import { FlagControl } from './flag-control';

const useStyles = makeStyles({
  root: { display: 'grid', gap: tokens.spacingVerticalS },
  top: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'center' },
  title: { flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' },
  // 'ID 10000' stays on one line (it wrapped between 'ID' and the number beside the company's many buttons).
  npdId: { whiteSpace: 'nowrap' },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  facts: {
    display: 'flex',
    flexWrap: 'wrap',
    columnGap: tokens.spacingHorizontalXXL,
    rowGap: tokens.spacingVerticalS,
    margin: 0,
  },
  fact: { display: 'grid', gap: '2px', minWidth: 0 },
  term: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  value: { margin: 0, display: 'inline-flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  resume: { color: tokens.colorNeutralForeground2, display: 'inline-flex', alignItems: 'center', gap: '2px' },
});

/**
 * The page's header (spec 001 s2.2): name, company, status with its colour and icon (a paused acquisition's planned
 * resume date beside it), law category, type, the government reason for performed-by-government; the status menu and
 * the flag for the roles holding their permissions; 'Nytt notat' for every role that writes notes (drawer/note).
 * New inquiry and fisheries expert report come with their drawers (issue 12).
 */
export function AcquisitionHeader({ acquisition: a }: { acquisition: TAcquisition }) {
  const waiting = waitingStatus(useOutboxEntries(a.id));
  const shownStatus = waiting !== undefined && waiting !== a.status ? waiting : undefined;
  const { t } = useTranslation('acquisition');
  const styles = useStyles();
  const label = useEnumLabel();
  const navigate = useNavigate();
  const { can, role } = useSession();
  const { t: tNotes } = useTranslation('notes');
  const { t: tDialogue } = useTranslation('case-dialogue');
  const { tab } = useParams();
  const paused = a.status === AccomplishmentStatus.Pause;
  const facts: [string, React.ReactNode][] = [
    [t('header.company'), a.companyName ?? '–'],
    [
      t('header.status'),
      <>
        <StatusBadge status={shownStatus ?? a.status} />
        {/* A report or status change made on this device and not yet sent: the status it will give, marked (issue 25). */}
        {shownStatus !== undefined && (
          <span className={styles.resume} data-testid="status-waiting">
            <ClockRegular aria-hidden />
            {t('header.waitingStatus')}
          </span>
        )}
        {shownStatus === undefined && paused && a.statusPlannedToDate && (
          <span className={styles.resume} data-testid="planned-resume">
            <CalendarClockRegular aria-hidden />
            {t('header.plannedResume', { date: formatDate(a.statusPlannedToDate) })}
          </span>
        )}
      </>,
    ],
    [t('header.lawCategory'), label(LawCategory, 'LawCategory', a.lawCategory)],
    [t('header.type'), label(AcquisitionType, 'AcquisitionType', a.type)],
  ];
  if (a.lawCategory === LawCategory.PerformedByGovernment)
    facts.push([t('header.governmentReason'), label(GovernmentReason, 'GovernmentReason', a.governmentReason)]);
  return (
    <header className={styles.root}>
      <div className={styles.top}>
        <LazyTooltip content={t('header.back')} relationship="label" showDelay={500}>
          <Button appearance="subtle" icon={<ArrowLeftRegular />} onClick={() => navigate('/')} />
        </LazyTooltip>
        <Text as="h1" size={700} weight="semibold" className={styles.title}>
          {a.name}
          <Text size={300} weight="regular" className={styles.npdId}> · {t('header.npdId', { npdId: a.npdId })}</Text>
        </Text>
        <div className={styles.actions}>
          {mayWriteNote(role) && (
            <Button icon={<NoteAddRegular />} onClick={() => navigate(`/${a.id}/${tab ?? 'timeline'}/drawer/note`)}>
              {tNotes('newNote')}
            </Button>
          )}
          {dialogueParty(role) !== undefined && (
            <Button icon={<ChatAddRegular />} onClick={() => navigate(`/${a.id}/${tab ?? 'timeline'}/drawer/inquiry`)}>
              {tDialogue('newInquiry')}
            </Button>
          )}
          {can('create:fisheries-expert-report') && (
            <Button icon={<DocumentAddRegular />} onClick={() => navigate(`/${a.id}/${tab ?? 'timeline'}/drawer/fisheriesExpertReport`)}>
              {tDialogue('newReport')}
            </Button>
          )}
          <ImportAreaButton acquisition={a} />
          <ExportPdfButton id={a.id} name={a.name} />
          {can('update:flag') && <FlagControl id={a.id} />}
          <StatusMenu acquisition={a} />
        </div>
      </div>
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.fact}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <TimeWithParties acquisitionId={a.id} />
    </header>
  );
}
