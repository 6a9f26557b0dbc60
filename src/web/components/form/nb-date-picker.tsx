import {
  DayOfWeek,
  FirstWeekOfYear,
  type CalendarStrings,
  type DateFormatting,
} from '@fluentui/react-calendar-compat';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../use-translation';
import { formatDateText, parseDateText } from './date-text';

/** The calendar's Norwegian strings and formats (the same whatever the browser's language). */
function useNbCalendar(): { strings: CalendarStrings; formatter: DateFormatting } {
  const { t } = useTranslation('date');
  return useMemo(() => {
    const months = t('months', { returnObjects: true }) as string[];
    const strings: CalendarStrings = {
      months,
      shortMonths: t('shortMonths', { returnObjects: true }) as string[],
      days: t('days', { returnObjects: true }) as string[],
      shortDays: t('shortDays', { returnObjects: true }) as string[],
      goToToday: t('goToToday'),
      prevMonthAriaLabel: t('prevMonth'),
      nextMonthAriaLabel: t('nextMonth'),
      prevYearAriaLabel: t('prevYear'),
      nextYearAriaLabel: t('nextYear'),
      prevYearRangeAriaLabel: t('prevYearRange'),
      nextYearRangeAriaLabel: t('nextYearRange'),
      closeButtonAriaLabel: t('closeButton'),
      weekNumberFormatString: t('weekNumber'),
      selectedDateFormatString: t('selectedDate'),
      todayDateFormatString: t('todayDate'),
    };
    const formatter: DateFormatting = {
      formatDay: (date) => String(date.getDate()),
      formatMonth: (date) => months[date.getMonth()],
      formatYear: (date) => String(date.getFullYear()),
      formatMonthDayYear: (date) => `${date.getDate()}. ${months[date.getMonth()]} ${date.getFullYear()}`,
      formatMonthYear: (date) => `${months[date.getMonth()]} ${date.getFullYear()}`,
    };
    return { strings, formatter };
  }, [t]);
}

/** What DateField gives its picker. */
export interface NbDatePickerProps {
  name?: string;
  size?: 'small' | 'medium';
  value: Date | null;
  disabled?: boolean;
  onBlur?: () => void;
  /** Whether the stand-in it replaces had the focus: the picker's field takes it then. */
  hadFocus?: { readonly current: boolean };
  /** Text typed into the stand-in and not yet read, as it is now: the picker's field starts with it (and calls onTypedTaken). */
  typed?: { readonly current: string | null };
  onTypedTaken?: () => void;
  onInvalid: (invalid: boolean) => void;
  onSelect: (date: Date | null | undefined) => void;
}

/** Fluent's DatePicker with the Norwegian calendar (DateField's, loaded with the first date field shown). */
export default function NbDatePicker(props: NbDatePickerProps) {
  const { t } = useTranslation('date');
  const { strings, formatter } = useNbCalendar();
  const input = useRef<HTMLInputElement>(null);
  const { hadFocus } = props;
  const taken = useRef({ typed: props.typed, onTypedTaken: props.onTypedTaken });
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    if (hadFocus?.current && (!document.activeElement || document.activeElement === document.body)) field.focus();
    // The stand-in's unread text, put in as typing would (the picker keeps its text in its own state): this effect runs
    // after the picker's own, which set the text from the value.
    const { onTypedTaken } = taken.current;
    const typed = taken.current.typed?.current;
    if (typed === null || typed === undefined) return;
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.setSelectionRange(typed.length, typed.length);
    onTypedTaken?.();
  }, [hadFocus]);
  return (
    <DatePicker
      name={props.name}
      size={props.size}
      value={props.value}
      disabled={props.disabled}
      ref={input}
      allowTextInput
      placeholder={t('placeholder')}
      formatDate={formatDateText}
      parseDateFromString={parseDateText}
      firstDayOfWeek={DayOfWeek.Monday}
      firstWeekOfYear={FirstWeekOfYear.FirstFourDayWeek}
      showWeekNumbers
      showGoToToday
      strings={strings}
      dateTimeFormatter={formatter}
      popupSurface={{ 'aria-label': t('calendar') }}
      onBlur={props.onBlur}
      onValidationResult={(result) => props.onInvalid(result.error === 'invalid-input')}
      onSelectDate={props.onSelect}
    />
  );
}
