import { TextInput } from '@mantine/core';
import type { DateInput as DateInputComponent, DateInputProps } from '@mantine/dates';
import { useEffect, useState, type FocusEvent, type InputEvent as ReactInputEvent } from 'react';
import { DATE_FORMATS, dayjs } from '../../formatters/dates';
import { INVALID_DATE } from '../../messages/validation';

/** Typed dates: the display format, and the same without leading zeros ('5/1/2026'). */
const TYPED_FORMATS = [DATE_FORMATS.display, 'D/M/YYYY'];
const ISO = 'YYYY-MM-DD';

// @mantine/dates is loaded by the pages that show a date field (on mount), not by every page
// that imports @portal/shared: the shared barrel is one module-federation singleton, so a static
// import put the whole date library on every remote's first load (docs/decisions/performance.md).
// Once loaded, every later field renders the picker at once.
let loadedDateInput: typeof DateInputComponent | null = null;
let datesModule: Promise<typeof DateInputComponent> | null = null;

/** Loads the date picker (a page may call it early; the jsdom tests call it before each file). */
export function preloadDateField(): Promise<typeof DateInputComponent> {
  return (datesModule ??= import('@mantine/dates').then((m) => (loadedDateInput = m.DateInput)));
}

/** The loaded picker, through one component defined here: React keeps its state across renders. */
function LoadedDateInput(props: DateInputProps) {
  const Picker = loadedDateInput;
  return Picker ? <Picker {...props} /> : null;
}

/** Whether the picker has loaded (it starts loading with the first date field). */
function useDateInputReady(): boolean {
  const [ready, setReady] = useState(() => loadedDateInput !== null);
  useEffect(() => {
    if (ready) return undefined;
    let mounted = true;
    void preloadDateField().then(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, [ready]);
  return ready;
}

export interface DateRules {
  /** Earliest allowed day, 'YYYY-MM-DD'. */
  minDate?: string;
  /** Latest allowed day, 'YYYY-MM-DD'. */
  maxDate?: string;
  /** Days that cannot be chosen (e.g. weekends), given as 'YYYY-MM-DD'. */
  excludeDate?: (date: string) => boolean;
}

/**
 * Typed text -> 'YYYY-MM-DD', or null when it is not a real DD/MM/YYYY day or breaks a rule
 * (strict: '31/02/2026' and '2026-12-25' are refused). Exported for the tests.
 */
export function parseTypedDate(text: string, rules: DateRules = {}): string | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const day = dayjs(trimmed, TYPED_FORMATS, true);
  if (!day.isValid()) return null;
  const iso = day.format(ISO);
  // ISO strings compare in calendar order, with no time-zone shift.
  if (rules.minDate && iso < rules.minDate) return null;
  if (rules.maxDate && iso > rules.maxDate) return null;
  if (rules.excludeDate?.(iso)) return null;
  return iso;
}

export interface DateFieldProps
  extends DateRules,
    Omit<DateInputProps, 'value' | 'defaultValue' | 'onChange' | 'minDate' | 'maxDate' | 'excludeDate' | 'valueFormat' | 'dateParser'> {
  /** The chosen day as 'YYYY-MM-DD'; '' or null for none. */
  value?: string | null;
  /** Called with 'YYYY-MM-DD', or null when the field is emptied or its text is not a valid day. */
  onChange: (value: string | null) => void;
}

/**
 * The portal's date picker: shows and accepts DD/MM/YYYY whatever the browser's locale (the
 * native date input follows the locale, MM/DD/YYYY in en-US), keeps the value as 'YYYY-MM-DD'
 * so pages convert it to the format each call sends, and answers typed text that is not a day
 * or breaks min/max/exclude with the spec's 'Please enter valid date.' once the field is left.
 */
export function DateField({ value, onChange, minDate, maxDate, excludeDate, error, onInput, onBlur, popoverProps, ...rest }: DateFieldProps) {
  const pickerReady = useDateInputReady();
  const [text, setText] = useState<string | null>(null);
  // While the calendar is open, Escape is the calendar's: Mantine's convention mark keeps the
  // surrounding dialog open (ui/dialog/escape-layers.ts, and Mantine's own Modal, honour it).
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [leftInvalid, setLeftInvalid] = useState(false);
  const rules: DateRules = { minDate, maxDate, excludeDate };
  const textInvalid = text !== null && text.trim() !== '' && parseTypedDate(text, rules) === null;

  const handleInput = (event: ReactInputEvent<HTMLInputElement>) => {
    onInput?.(event);
    const typed = event.currentTarget.value;
    setText(typed);
    const parsed = parseTypedDate(typed, rules);
    if (parsed === null) {
      // Mantine keeps the last good day while the text is wrong; drop it, so a page never sends
      // a day the field no longer shows.
      if (value) onChange(null);
    } else setLeftInvalid(false);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    onBlur?.(event);
    setLeftInvalid(textInvalid);
  };

  if (!pickerReady) {
    // The same field, read-only, for the moment the date library takes to arrive: nothing moves
    // when the picker replaces it.
    return (
      <TextInput
        label={rest.label}
        description={rest.description}
        required={rest.required}
        withAsterisk={rest.withAsterisk}
        size={rest.size}
        className={rest.className}
        style={rest.style}
        disabled={rest.disabled}
        placeholder={rest.placeholder ?? DATE_FORMATS.display}
        value={value ? dayjs(value).format(DATE_FORMATS.display) : ''}
        error={error}
        readOnly
      />
    );
  }
  return (
    <LoadedDateInput
      {...rest}
      data-mantine-stop-propagation={calendarOpen || undefined}
      popoverProps={{
        ...popoverProps,
        onOpen: () => {
          setCalendarOpen(true);
          popoverProps?.onOpen?.();
        },
        onClose: () => {
          setCalendarOpen(false);
          popoverProps?.onClose?.();
        },
      }}
      value={value || null}
      onChange={(next) => {
        setText(null);
        setLeftInvalid(false);
        onChange(next ? dayjs(next).format(ISO) : null);
      }}
      valueFormat={DATE_FORMATS.display}
      dateParser={(typed) => parseTypedDate(typed, rules)}
      placeholder={rest.placeholder ?? DATE_FORMATS.display}
      minDate={minDate}
      maxDate={maxDate}
      excludeDate={excludeDate ? (d) => excludeDate(dayjs(d).format(ISO)) : undefined}
      // Days are announced in the display format, as typed.
      getDayAriaLabel={(d) => dayjs(d).format(DATE_FORMATS.display)}
      // Wrong text stays on screen beside its error instead of silently snapping back.
      fixOnBlur={!textInvalid}
      onInput={handleInput}
      onBlur={handleBlur}
      error={leftInvalid ? INVALID_DATE : error}
    />
  );
}
