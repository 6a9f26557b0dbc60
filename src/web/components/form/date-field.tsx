import { Field } from '@fluentui/react-components';
import {
  DayOfWeek,
  FirstWeekOfYear,
  type CalendarStrings,
  type DateFormatting,
} from '@fluentui/react-calendar-compat';
import { DatePicker } from '@fluentui/react-datepicker-compat';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateText, fromWireDate, parseDateText, toWireDate } from './date-text';

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

export interface DateFieldProps {
  label: string;
  /** 'YYYY-MM-DD' (or a date-time whose day is taken); null or '' for none. */
  value: string | null | undefined;
  /** The chosen day as 'YYYY-MM-DD', null when emptied. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: string;
  /** An error (wins over the warning) and a warning shown under the field. */
  error?: string;
  warning?: string;
  size?: 'small' | 'medium';
}

/**
 * A date field in culture nb (spec 000 section 1): shows and reads dd.mm.åååå (also 23.11.26 and 2026-11-23),
 * a calendar in Norwegian with weeks from Monday and week numbers, whatever the browser's language. An unreadable
 * text keeps the last date and says how to write one.
 */
export function DateField(props: DateFieldProps) {
  const { t } = useTranslation('date');
  const { strings, formatter } = useNbCalendar();
  const [invalid, setInvalid] = useState(false);
  const wire = props.value ? props.value.slice(0, 10) : '';
  // One Date per day: the picker resets its text whenever the value object changes.
  const date = useMemo(() => fromWireDate(wire), [wire]);
  const message = props.error ?? (invalid ? t('invalid') : undefined);
  return (
    <Field
      label={props.label}
      required={props.required}
      hint={props.hint}
      validationMessage={message ?? props.warning}
      validationState={message ? 'error' : props.warning ? 'warning' : undefined}
    >
      <DatePicker
        name={props.name}
        size={props.size}
        value={date}
        disabled={props.disabled}
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
        onValidationResult={(result) => setInvalid(result.error === 'invalid-input')}
        onSelectDate={(next) => {
          const value = next ? toWireDate(next) : null;
          if (value !== (wire || null)) props.onChange(value);
        }}
      />
    </Field>
  );
}
