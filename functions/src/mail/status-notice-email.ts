import type { NoticedStatus } from '../domain/status';

import { escapeHtml, type MailDocument, type MailLanguage } from './mail-message';

export type { NoticedStatus };

export interface StatusNoticeDetails {
  to: string;
  record: 'membership' | 'club';
  /** The athlete's or the club's name. */
  name: string;
  status: NoticedStatus;
  reason: string;
  /** My Account, where the owner sees the record and its reason. */
  accountUrl: string;
}

interface Copy {
  subject: Record<NoticedStatus, string>;
  what: Record<StatusNoticeDetails['record'], (name: string) => string>;
  change: Record<NoticedStatus, (what: string) => string>;
  reason: (reason: string) => string;
  more: string;
  signOff: string;
}

const COPY: Record<MailLanguage, Copy> = {
  en: {
    subject: {
      active: 'Your membership is active',
      suspended: 'Your membership has been suspended',
      cancelled: 'Your membership has been cancelled',
    },
    what: {
      membership: (name) => `the membership of ${name}`,
      club: (name) => `the club membership of ${name}`,
    },
    change: {
      active: (what) => `An administrator has activated ${what}.`,
      suspended: (what) => `An administrator has suspended ${what}.`,
      cancelled: (what) => `An administrator has cancelled ${what}.`,
    },
    reason: (reason) => `Reason: ${reason}`,
    more: 'You can see it on My Account. Reply to this email if you have any questions.',
    signOff: 'Illinois Taekwondo Association',
  },
  es: {
    subject: {
      active: 'Su membresía está activa',
      suspended: 'Su membresía ha sido suspendida',
      cancelled: 'Su membresía ha sido cancelada',
    },
    what: {
      membership: (name) => `la membresía de ${name}`,
      club: (name) => `la membresía del club ${name}`,
    },
    change: {
      active: (what) => `Un administrador ha activado ${what}.`,
      suspended: (what) => `Un administrador ha suspendido ${what}.`,
      cancelled: (what) => `Un administrador ha cancelado ${what}.`,
    },
    reason: (reason) => `Motivo: ${reason}`,
    more: 'Puede verla en Mi Cuenta. Responda a este correo si tiene alguna pregunta.',
    signOff: 'Asociación de Taekwondo de Illinois',
  },
};

/** Tells the owner what an administrator changed, and why. */
export function statusNoticeEmail(
  language: MailLanguage,
  { to, record, name, status, reason, accountUrl }: StatusNoticeDetails,
): MailDocument {
  const copy = COPY[language];
  const change = (displayedName: string) => copy.change[status](copy.what[record](displayedName));
  const text = [change(name), copy.reason(reason), copy.more, accountUrl, copy.signOff];
  const html = [
    change(`<strong>${escapeHtml(name)}</strong>`),
    escapeHtml(copy.reason(reason)),
    copy.more,
    `<a href="${escapeHtml(accountUrl)}">${escapeHtml(accountUrl)}</a>`,
    copy.signOff,
  ];
  return {
    to,
    kind: `statusNotice.${status}`,
    message: {
      subject: copy.subject[status],
      text: text.join('\n\n'),
      html: html.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
    },
  };
}
