import {
  ASSOCIATION_ANNOUNCEMENT_KINDS,
  CLUB_ANNOUNCEMENT_KIND,
  type AnnouncementScope,
} from '@domain/announcements';
import {
  announcementAudienceInputSchema,
  announcementInputSchema,
  type AnnouncementAudienceCountInput,
  type AnnouncementInput,
} from '@domain/schemas/announcement';
import type { FieldError } from '@domain/schemas/field-errors';
import { validateInput } from '@domain/schemas/validate';
import type { AnnouncementWire } from '@domain/wire/announcement';
import { setIn, type FormikErrors } from 'formik';

/** The editor's values: the text in both languages and the audience's filters as typed. */
export interface AnnouncementFormValues {
  kind: string;
  subject_en: string;
  body_en: string;
  subject_es: string;
  body_es: string;
  statuses: string[];
  tiers: string[];
  roles: string[];
  divisions: string[];
  club_id: string;
  expiring_within_days: string;
  event_id: string;
  certification_kind: string;
}

/** Who writes: the association (any member) or a club's owner (their active roster). */
export type AnnouncementWriter = { scope: 'association' } | { scope: 'club'; clubId: string };

export function initialAnnouncementValues(
  announcement: AnnouncementWire | null,
  writer: AnnouncementWriter,
): AnnouncementFormValues {
  const audience = announcement?.audience;
  return {
    kind:
      announcement?.kind ??
      (writer.scope === 'club' ? CLUB_ANNOUNCEMENT_KIND : ASSOCIATION_ANNOUNCEMENT_KINDS[0]),
    subject_en: announcement?.subject_en ?? '',
    body_en: announcement?.body_en ?? '',
    subject_es: announcement?.subject_es ?? '',
    body_es: announcement?.body_es ?? '',
    statuses: [...(audience?.statuses ?? [])],
    tiers: [...(audience?.tiers ?? [])],
    roles: [...(audience?.roles ?? [])],
    divisions: [...(audience?.divisions ?? [])],
    club_id: audience?.club_id ?? '',
    expiring_within_days:
      audience?.expiring_within_days == null ? '' : String(audience.expiring_within_days),
    event_id: audience?.event_id ?? '',
    certification_kind: audience?.certification_kind ?? '',
  };
}

const blankIsNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** A whole number as a number; anything else as typed, for the schema to refuse. */
const wholeOrText = (text: string) => {
  const trimmed = blankIsNull(text);
  return trimmed !== null && /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

/** The audience part of a request; a club's always names the club and its active roster. */
function audienceBodyOf(values: AnnouncementFormValues, writer: AnnouncementWriter) {
  const club = writer.scope === 'club';
  return {
    scope: writer.scope satisfies AnnouncementScope,
    kind: club ? CLUB_ANNOUNCEMENT_KIND : values.kind,
    audience: {
      statuses: club ? [] : values.statuses,
      tiers: values.tiers,
      roles: values.roles,
      divisions: values.divisions,
      club_id: club ? writer.clubId : blankIsNull(values.club_id),
      expiring_within_days: club ? null : wholeOrText(values.expiring_within_days),
      event_id: club ? null : blankIsNull(values.event_id),
      certification_kind: club ? null : blankIsNull(values.certification_kind),
    },
  };
}

/** The body of POST /announcements and PATCH /announcements/{id}, before the schema casts it. */
export function announcementBodyOf(values: AnnouncementFormValues, writer: AnnouncementWriter) {
  return {
    ...audienceBodyOf(values, writer),
    subject_en: values.subject_en,
    body_en: values.body_en,
    subject_es: values.subject_es,
    body_es: values.body_es,
  };
}

/** Where the form shows a schema's (or the server's) field error. */
function formFieldError({ field, message }: FieldError): FieldError {
  const audienceField = /^audience\.([a-z_]+)/.exec(field)?.[1];
  return { field: audienceField ?? field, message };
}

/** Field errors as formik's errors, keyed by the form's own field names. */
export function announcementFormErrors(
  errors: readonly FieldError[],
): FormikErrors<AnnouncementFormValues> {
  let result: FormikErrors<AnnouncementFormValues> = {};
  for (const error of errors.map(formFieldError)) {
    if (!(error.field in result)) {
      result = setIn(result, error.field, error.message) as FormikErrors<AnnouncementFormValues>;
    }
  }
  return result;
}

export type AnnouncementCheck =
  | { ok: true; body: AnnouncementInput }
  | { ok: false; errors: FormikErrors<AnnouncementFormValues> };

/** The API's own schema: the editor refuses what the server would, field by field. */
export async function checkAnnouncement(
  values: AnnouncementFormValues,
  writer: AnnouncementWriter,
): Promise<AnnouncementCheck> {
  const result = await validateInput(announcementInputSchema, announcementBodyOf(values, writer));
  return result.ok
    ? { ok: true, body: result.value }
    : { ok: false, errors: announcementFormErrors(result.errors) };
}

/** The audience as POST /announcements/audience takes it, or null while a filter is invalid. */
export async function audienceRequestOf(
  values: AnnouncementFormValues,
  writer: AnnouncementWriter,
): Promise<AnnouncementAudienceCountInput | null> {
  const result = await validateInput(
    announcementAudienceInputSchema,
    audienceBodyOf(values, writer),
  );
  return result.ok ? result.value : null;
}
