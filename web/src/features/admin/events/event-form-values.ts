import { isValidIsoDate } from '@domain/dates';
import { chicagoDateTime, chicagoInstant, isValidTime } from '@domain/events/chicago-time';
import { eventInputSchema, type EventInput } from '@domain/schemas/event';
import type { FieldError } from '@domain/schemas/field-errors';
import { validateInput } from '@domain/schemas/validate';
import type { EventWire } from '@domain/wire/event';
import { setIn, type FormikErrors } from 'formik';

/** The entry settings as the form holds them: amounts in dollars, closing in Chicago time. */
export interface EntryFormValues {
  registration_open: boolean;
  closes_date: string;
  closes_time: string;
  capacity: string;
  fee_champion: string;
  fee_basic: string;
  fee_non_member: string;
  requires_active_membership: boolean;
  roles: string[];
  divisions: string[];
  minimum_belt: string;
  refund_before_close: boolean;
}

export interface EventFormValues {
  title: string;
  title_es: string;
  description: string;
  description_es: string;
  date: string;
  start_time: string;
  end_time: string;
  location: string;
  type: string;
  details_link: string;
  image: string | null;
  image_alt: string;
  /** Whether members enter the event on the site (entry settings) or not (entry: null). */
  takes_entries: boolean;
  entry: EntryFormValues;
}

const NO_ENTRY: EntryFormValues = {
  registration_open: true,
  closes_date: '',
  closes_time: '',
  capacity: '',
  fee_champion: '',
  fee_basic: '',
  fee_non_member: '',
  requires_active_membership: true,
  roles: [],
  divisions: [],
  minimum_belt: '',
  refund_before_close: false,
};

const DOLLARS = /^\d+(\.\d{1,2})?$/;
const dollarsOf = (cents: number | null) =>
  cents === null ? '' : cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);

/** '30' or '25.50' in cents; blank is null (that group is not admitted); anything else as typed. */
export function centsOf(dollars: string): number | string | null {
  const text = dollars.trim().replace(/^\$/, '');
  if (!text) return null;
  return DOLLARS.test(text) ? Math.round(Number(text) * 100) : text;
}

const wholeOf = (text: string): number | string | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** The closing instant the date and time name in Chicago (23:59 when no time is given). */
function closesAtOf(entry: EntryFormValues): string | null {
  const date = entry.closes_date.trim();
  const time = entry.closes_time.trim();
  if (!date && !time) return null;
  if (!isValidIsoDate(date) || (time && !isValidTime(time))) return `${date} ${time}`.trim();
  return chicagoInstant(date, time || '23:59').toISOString();
}

export function initialEventValues(event: EventWire | null): EventFormValues {
  if (!event) {
    return {
      title: '',
      title_es: '',
      description: '',
      description_es: '',
      date: '',
      start_time: '',
      end_time: '',
      location: '',
      type: '',
      details_link: '',
      image: null,
      image_alt: '',
      takes_entries: false,
      entry: NO_ENTRY,
    };
  }
  const { entry } = event;
  const closes = entry?.closes_at ? chicagoDateTime(new Date(entry.closes_at)) : null;
  return {
    title: event.title,
    title_es: event.title_es ?? '',
    description: event.description ?? '',
    description_es: event.description_es ?? '',
    date: event.date,
    start_time: event.start_time ?? '',
    end_time: event.end_time ?? '',
    location: event.location,
    // Events stored as 'sponsored' before take one of today's types when edited.
    type: event.type === 'sponsored' ? 'other' : event.type,
    details_link: event.details_link ?? '',
    image: event.image_url,
    image_alt: event.image_alt ?? '',
    takes_entries: entry !== null,
    entry: entry
      ? {
          registration_open: entry.registration_open,
          closes_date: closes?.date ?? '',
          closes_time: closes?.time ?? '',
          capacity: entry.capacity === null ? '' : String(entry.capacity),
          fee_champion: dollarsOf(entry.fees.champion),
          fee_basic: dollarsOf(entry.fees.basic),
          fee_non_member: dollarsOf(entry.fees.non_member),
          requires_active_membership: entry.requires_active_membership,
          roles: [...entry.roles],
          divisions: [...entry.divisions],
          minimum_belt: entry.minimum_belt ?? '',
          refund_before_close: entry.refund_before_close,
        }
      : NO_ENTRY,
  };
}

/** The request body the form's values make, before the shared schema checks and casts it. */
export function eventBodyOf(values: EventFormValues): Record<string, unknown> {
  const { takes_entries: takesEntries, entry, ...event } = values;
  return {
    ...event,
    entry: takesEntries
      ? {
          registration_open: entry.registration_open,
          closes_at: closesAtOf(entry),
          capacity: wholeOf(entry.capacity),
          fees: {
            champion: centsOf(entry.fee_champion),
            basic: centsOf(entry.fee_basic),
            non_member: centsOf(entry.fee_non_member),
          },
          requires_active_membership: entry.requires_active_membership,
          roles: entry.roles,
          divisions: entry.divisions,
          minimum_belt: entry.minimum_belt,
          refund_before_close: entry.refund_before_close,
        }
      : null,
  };
}

const FEE_FIELDS: Record<string, string> = {
  'entry.fees.champion': 'entry.fee_champion',
  'entry.fees.basic': 'entry.fee_basic',
  'entry.fees.non_member': 'entry.fee_non_member',
};

/** Where the form shows a schema's (or the server's) field error, and in which words. */
function formFieldError({ field, message }: FieldError): FieldError {
  const fee = FEE_FIELDS[field];
  if (fee) return { field: fee, message: 'validation.amount' };
  if (field === 'entry.capacity' && message === 'validation.invalidType') {
    return { field, message: 'validation.capacity' };
  }
  if (field === 'entry.closes_at') return { field: 'entry.closes_date', message };
  const list = /^(entry\.(?:roles|divisions))\.\d+$/.exec(field);
  if (list?.[1]) return { field: list[1], message };
  return { field, message };
}

/** Field errors as formik's nested errors, keyed by the form's own field names. */
export function formErrorsOf(errors: readonly FieldError[]): FormikErrors<EventFormValues> {
  let result: FormikErrors<EventFormValues> = {};
  for (const error of errors.map(formFieldError)) {
    result = setIn(result, error.field, error.message) as FormikErrors<EventFormValues>;
  }
  return result;
}

export type EventCheck =
  { ok: true; body: EventInput } | { ok: false; errors: FormikErrors<EventFormValues> };

/** The same schema as the API: the form refuses what the server would, field by field. */
export async function checkEvent(values: EventFormValues): Promise<EventCheck> {
  const result = await validateInput(eventInputSchema, eventBodyOf(values));
  return result.ok
    ? { ok: true, body: result.value }
    : { ok: false, errors: formErrorsOf(result.errors) };
}
