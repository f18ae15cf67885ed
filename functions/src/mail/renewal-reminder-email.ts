import type { ReminderKind } from '../domain/renewal-reminders';

import { calendarDateInWords } from './email-dates';
import { escapeHtml, type MailDocument, type MailLanguage } from './mail-message';

export interface RenewalReminderDetails {
  to: string;
  kind: ReminderKind;
  /** A person's membership, or a club's. */
  record: 'membership' | 'club';
  /** The athlete's or the club's name. */
  name: string;
  /** The expiry on the association's calendar, 'YYYY-MM-DD'. */
  expiresOn: string;
  /** The absolute link that opens the renewal payment on My Account. */
  renewUrl: string;
}

interface Copy {
  subject: Record<ReminderKind, string>;
  what: Record<RenewalReminderDetails['record'], (name: string) => string>;
  when: Record<ReminderKind, (what: string, date: string) => string>;
  action: string;
  button: string;
  signOff: string;
}

const COPY: Record<MailLanguage, Copy> = {
  en: {
    subject: {
      expires_in_30_days: 'Your membership expires in 30 days',
      expires_in_7_days: 'Your membership expires in 7 days',
      expired: 'Your membership has reached its expiry date',
    },
    what: {
      membership: (name) => `The membership of ${name}`,
      club: (name) => `The club membership of ${name}`,
    },
    when: {
      expires_in_30_days: (what, date) => `${what} expires on ${date}, in 30 days.`,
      expires_in_7_days: (what, date) => `${what} expires on ${date}, in 7 days.`,
      expired: (what, date) => `${what} expired on ${date}.`,
    },
    action:
      'Renew it from My Account to keep your member ID and directory access for another year. Renewing early loses no days.',
    button: 'Renew now',
    signOff: 'Illinois Taekwondo Association',
  },
  es: {
    subject: {
      expires_in_30_days: 'Su membresía vence en 30 días',
      expires_in_7_days: 'Su membresía vence en 7 días',
      expired: 'Su membresía ha llegado a su fecha de vencimiento',
    },
    what: {
      membership: (name) => `La membresía de ${name}`,
      club: (name) => `La membresía del club ${name}`,
    },
    when: {
      expires_in_30_days: (what, date) => `${what} vence el ${date}, dentro de 30 días.`,
      expires_in_7_days: (what, date) => `${what} vence el ${date}, dentro de 7 días.`,
      expired: (what, date) => `${what} venció el ${date}.`,
    },
    action:
      'Renuévela desde Mi Cuenta para conservar su número de miembro y el acceso al directorio un año más. Renovar antes de tiempo no le hace perder días.',
    button: 'Renovar ahora',
    signOff: 'Asociación de Taekwondo de Illinois',
  },
};

/** The reminder 30 and 7 days before a membership or club expires, and on the day. */
export function renewalReminderEmail(
  language: MailLanguage,
  { to, kind, record, name, expiresOn, renewUrl }: RenewalReminderDetails,
): MailDocument {
  const copy = COPY[language];
  const date = calendarDateInWords(language, expiresOn);
  const when = (displayedName: string) => copy.when[kind](copy.what[record](displayedName), date);
  const text = [when(name), copy.action, `${copy.button}: ${renewUrl}`, copy.signOff];
  const html = [
    when(`<strong>${escapeHtml(name)}</strong>`),
    copy.action,
    `<a href="${escapeHtml(renewUrl)}">${copy.button}</a>`,
    copy.signOff,
  ];
  return {
    to,
    kind: `renewalReminder.${kind}`,
    message: {
      subject: copy.subject[kind],
      text: text.join('\n\n'),
      html: html.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
    },
  };
}
