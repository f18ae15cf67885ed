import { calendarDateInWords } from './email-dates';
import { escapeHtml, type MailDocument, type MailLanguage } from './mail-message';

interface DueCopy {
  subject: (name: string) => string;
  body: (name: string, date: string) => string;
  action: string;
  button: string;
}

interface InviteCopy {
  subject: string;
  body: (name: string, memberId: string) => string;
  action: string;
  button: string;
  expiry: (date: string) => string;
}

const SIGN_OFF: Record<MailLanguage, string> = {
  en: 'Illinois Taekwondo Association',
  es: 'Asociación de Taekwondo de Illinois',
};

const DUE: Record<MailLanguage, DueCopy> = {
  en: {
    subject: (name) => `${name} turns 18: hand over their membership`,
    body: (name, date) => `${name} turned 18 on ${date}.`,
    action:
      'Give their own email on My Account so they can take over their membership. Their member ID, history, payments and event entries stay with it. Until they accept, nothing changes for you.',
    button: 'Open My Account',
  },
  es: {
    subject: (name) => `${name} cumple 18 años: traspase su membresía`,
    body: (name, date) => `${name} cumplió 18 años el ${date}.`,
    action:
      'Indique su propio correo electrónico en Mi Cuenta para que pueda hacerse cargo de su membresía. Su número de miembro, historial, pagos e inscripciones a eventos la acompañan. Hasta que acepte, nada cambia para usted.',
    button: 'Abrir Mi Cuenta',
  },
};

const INVITE: Record<MailLanguage, InviteCopy> = {
  en: {
    subject: 'Take over your taekwondo membership',
    body: (name, memberId) =>
      `Your membership, ${name} (member ID ${memberId}), was registered by a parent. Now that you are 18, you can move it to your own account.`,
    action:
      'Sign in with this email address and accept. Your member ID, history, payments and event entries stay with your membership.',
    button: 'Take over my membership',
    expiry: (date) => `The link works once and expires on ${date}.`,
  },
  es: {
    subject: 'Hágase cargo de su membresía de taekwondo',
    body: (name, memberId) =>
      `Su membresía, ${name} (número de miembro ${memberId}), fue registrada por uno de sus padres. Ahora que tiene 18 años, puede pasarla a su propia cuenta.`,
    action:
      'Inicie sesión con esta dirección de correo y acepte. Su número de miembro, historial, pagos e inscripciones a eventos siguen con su membresía.',
    button: 'Hacerme cargo de mi membresía',
    expiry: (date) => `El enlace funciona una sola vez y vence el ${date}.`,
  },
};

function mail(to: string, kind: string, subject: string, paragraphs: [string, string][]) {
  return {
    to,
    kind,
    message: {
      subject,
      text: paragraphs.map(([text]) => text).join('\n\n'),
      html: paragraphs.map(([, html]) => `<p>${html}</p>`).join('\n'),
    },
  } satisfies MailDocument;
}

/** To the parent, once: the athlete is 18; give their email on My Account. */
export function handoverDueEmail(
  language: MailLanguage,
  { to, name, dueOn, accountUrl }: { to: string; name: string; dueOn: string; accountUrl: string },
): MailDocument {
  const copy = DUE[language];
  const date = calendarDateInWords(language, dueOn);
  return mail(to, 'handoverDue', copy.subject(name), [
    [copy.body(name, date), copy.body(`<strong>${escapeHtml(name)}</strong>`, date)],
    [copy.action, copy.action],
    [`${copy.button}: ${accountUrl}`, `<a href="${escapeHtml(accountUrl)}">${copy.button}</a>`],
    [SIGN_OFF[language], SIGN_OFF[language]],
  ]);
}

/** To the athlete: the invitation link (single use, expiring). */
export function handoverInvitationEmail(
  language: MailLanguage,
  {
    to,
    name,
    memberId,
    link,
    expiresOn,
  }: { to: string; name: string; memberId: string; link: string; expiresOn: string },
): MailDocument {
  const copy = INVITE[language];
  const expiry = copy.expiry(calendarDateInWords(language, expiresOn));
  return mail(to, 'handoverInvitation', copy.subject, [
    [copy.body(name, memberId), copy.body(escapeHtml(name), escapeHtml(memberId))],
    [copy.action, copy.action],
    [`${copy.button}: ${link}`, `<a href="${escapeHtml(link)}">${copy.button}</a>`],
    [expiry, expiry],
    [SIGN_OFF[language], SIGN_OFF[language]],
  ]);
}
