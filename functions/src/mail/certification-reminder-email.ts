import type { CertificationKind } from '../domain/certifications';

import { calendarDateInWords } from './email-dates';
import { escapeHtml, type MailDocument, type MailLanguage } from './mail-message';

export interface CertificationReminderDetails {
  to: string;
  /** The holder, or an administrator told of someone else's certification. */
  reader: 'holder' | 'admin';
  kind: CertificationKind;
  /** The coach's or referee's name. */
  name: string;
  documentReference: string;
  /** The last valid day, 'YYYY-MM-DD'. */
  expiresOn: string;
  /** My Account for the holder, the admin console for administrators. */
  url: string;
}

interface Copy {
  subject: string;
  kinds: Record<CertificationKind, string>;
  when: (kind: string, name: string, reference: string, date: string) => string;
  action: Record<CertificationReminderDetails['reader'], string>;
  button: Record<CertificationReminderDetails['reader'], string>;
  signOff: string;
}

const COPY: Record<MailLanguage, Copy> = {
  en: {
    subject: 'A certification expires within 30 days',
    kinds: {
      safesport: 'SafeSport training',
      background_check: 'background check',
      referee_licence: 'referee license',
      coaching_licence: 'coaching license',
    },
    when: (kind, name, reference, date) =>
      `The ${kind} of ${name} (reference ${reference}) expires on ${date}.`,
    action: {
      holder:
        'Please renew it and send the new document to the association: without it you may not coach or referee at its events after that day.',
      admin: 'Record the renewed certification in the admin console when it arrives.',
    },
    button: { holder: 'Open My Account', admin: 'Open the admin console' },
    signOff: 'Illinois Taekwondo Association',
  },
  es: {
    subject: 'Una certificación vence dentro de 30 días',
    kinds: {
      safesport: 'capacitación SafeSport',
      background_check: 'verificación de antecedentes',
      referee_licence: 'licencia de árbitro',
      coaching_licence: 'licencia de entrenador',
    },
    when: (kind, name, reference, date) =>
      `La ${kind} de ${name} (referencia ${reference}) vence el ${date}.`,
    action: {
      holder:
        'Renuévela y envíe el nuevo documento a la asociación: sin él no podrá entrenar ni arbitrar en sus eventos después de esa fecha.',
      admin: 'Registre la certificación renovada en la consola de administración cuando llegue.',
    },
    button: { holder: 'Abrir Mi Cuenta', admin: 'Abrir la consola de administración' },
    signOff: 'Asociación de Taekwondo de Illinois',
  },
};

/** The reminder 30 days before a coach's or referee's certification expires. */
export function certificationReminderEmail(
  language: MailLanguage,
  { to, reader, kind, name, documentReference, expiresOn, url }: CertificationReminderDetails,
): MailDocument {
  const copy = COPY[language];
  const date = calendarDateInWords(language, expiresOn);
  const text = [
    copy.when(copy.kinds[kind], name, documentReference, date),
    copy.action[reader],
    `${copy.button[reader]}: ${url}`,
    copy.signOff,
  ];
  const html = [
    copy.when(
      copy.kinds[kind],
      `<strong>${escapeHtml(name)}</strong>`,
      escapeHtml(documentReference),
      date,
    ),
    copy.action[reader],
    `<a href="${escapeHtml(url)}">${copy.button[reader]}</a>`,
    copy.signOff,
  ];
  return {
    to,
    kind: `certificationReminder.${reader}`,
    message: {
      subject: copy.subject,
      text: text.join('\n\n'),
      html: html.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
    },
  };
}
