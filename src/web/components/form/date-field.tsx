import { Field, Input } from '@fluentui/react-components';
import { CalendarMonthRegular } from '@fluentui/react-icons';
import { lazy, Suspense, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from '../use-translation';
import { useAfterFirstScreen } from '../first-screen';
import { formatDateText, fromWireDate, parseDateText, toWireDate } from './date-text';

const NbDatePicker = lazy(() => import('./nb-date-picker'));

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
  const ready = useAfterFirstScreen();
  // Whether the stand-in has the focus (a dialog gives it to the first field): the picker takes it when it replaces it.
  // A blur as the stand-in leaves the page is not the user's.
  const focused = useRef(false);
  // Text typed into the stand-in and not yet read as a date: the picker takes it over when it replaces the stand-in.
  const [typed, setTyped] = useState<string | null>(null);
  // The same text, read by the picker when it has replaced the stand-in: its render may have begun (in a background
  // transition) before the last keystroke, so it reads the text as it is then, not as it was when it began.
  const typedNow = useRef<string | null>(null);
  const setTypedNow = (text: string | null) => {
    typedNow.current = text;
    setTyped(text);
  };
  const [invalid, setInvalid] = useState(false);
  const wire = props.value ? props.value.slice(0, 10) : '';
  // One Date per day: the picker resets its text whenever the value object changes.
  const date = useMemo(() => fromWireDate(wire), [wire]);
  const message = props.error ?? (invalid ? t('invalid') : undefined);
  const choose = (next: Date | null) => {
    const value = next ? toWireDate(next) : null;
    if (value !== (wire || null)) props.onChange(value);
  };
  const standIn = (
    <StandIn
      {...props}
      text={typed ?? formatDateText(date)}
      onText={setTypedNow}
      onFocus={() => (focused.current = true)}
      onBlur={(event) => {
        if (!(event.target as Element).isConnected) return;
        focused.current = false;
        // Left before the picker loaded: the text is read as the picker would read it (an unreadable text gives the
        // last date back and says how to write one).
        if (typed !== null) {
          const text = typed.trim();
          const next = text ? parseDateText(text) : null;
          const unreadable = text !== '' && next === null;
          setInvalid(unreadable);
          setTypedNow(null);
          if (!unreadable) choose(next);
        }
        props.onBlur?.();
      }}
    />
  );
  return (
    <Field
      label={props.label}
      required={props.required}
      hint={props.hint}
      validationMessage={message ?? props.warning}
      validationState={message ? 'error' : props.warning ? 'warning' : undefined}
    >
      {/* One boundary from the start: when the picker's turn comes (in a transition) the stand-in stays on screen, with
          its focus and text, until the picker has loaded, instead of being remounted as the fallback. */}
      <Suspense fallback={standIn}>
        {ready ? (
          <NbDatePicker
            name={props.name}
            size={props.size}
            value={date}
            disabled={props.disabled}
            hadFocus={focused}
            typed={typedNow}
            onTypedTaken={() => setTypedNow(null)}
            onBlur={props.onBlur}
            onInvalid={setInvalid}
            onSelect={(next) => choose(next ?? null)}
          />
        ) : (
          standIn
        )}
      </Suspense>
    </Field>
  );
}

/**
 * The field as the picker draws it, a plain text field until the picker has loaded (after the page's first screen):
 * Fluent's DatePicker brings its calendar, popup positioning and focus management (some 55 KB gzip), which a form's
 * first paint does not need (issue 27). What is typed here is read on leaving the field, or handed to the picker if it
 * arrives first, so a keyboard user who starts typing at once loses nothing.
 */
function StandIn(
  props: Omit<DateFieldProps, 'onBlur' | 'value' | 'onChange'> & {
    text: string;
    onText: (text: string) => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent) => void;
  },
) {
  const { t } = useTranslation('date');
  return (
    <Input
      name={props.name}
      size={props.size}
      disabled={props.disabled}
      value={props.text}
      onChange={(_, data) => props.onText(data.value)}
      placeholder={t('placeholder')}
      contentAfter={<CalendarMonthRegular />}
      onFocus={props.onFocus}
      onBlur={props.onBlur}
    />
  );
}
