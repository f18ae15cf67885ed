import { announcementHtml, announcementPlainText } from '../domain/announcement-format';
import {
  announcementTextFor,
  type AnnouncementKind,
  type AnnouncementLanguage,
  type AnnouncementText,
} from '../domain/announcements';

import { escapeHtml, type MailDocument } from './mail-message';

export interface AnnouncementMailDetails {
  /** The announcement's subject and body in both languages (Spanish may be empty). */
  text: AnnouncementText;
  /** The reader's language: the text falls back to English, the footer does not. */
  language: AnnouncementLanguage;
  to: string;
  /** This recipient's signed unsubscribe token; null for a test (nobody to unsubscribe). */
  unsubscribeToken: string | null;
  /** The site's origin, such as https://members.example.org (no trailing slash needed). */
  siteUrl: string;
  /** The club a club message comes from; null for the association's announcements. */
  clubName: string | null;
  kind: AnnouncementKind;
  announcementId: string;
  /** "Send a test to me": marked in the subject, and the footer says so. */
  test?: boolean;
}

interface Copy {
  why: Record<AnnouncementKind, (clubName: string | null) => string>;
  unsubscribe: string;
  unsubscribeLink: string;
  choose: string;
  test: string;
  signOff: string;
}

const COPY: Record<AnnouncementLanguage, Copy> = {
  en: {
    why: {
      association_news: () =>
        'You receive this because you are a member of the Illinois Taekwondo Association and receive its news.',
      events: () =>
        'You receive this because you are a member of the Illinois Taekwondo Association and receive its event announcements.',
      club_messages: (club) =>
        club
          ? `You receive this because you are on the roster of ${club}, a member club of the Illinois Taekwondo Association.`
          : 'You receive this because you are on the roster of a member club of the Illinois Taekwondo Association.',
    },
    unsubscribe: 'To stop receiving announcements of this kind, unsubscribe (no sign-in needed):',
    unsubscribeLink: 'Unsubscribe',
    choose: 'Choose which announcements you receive on My Account:',
    test: 'This is a test sent only to you. Members receive it with their own unsubscribe link.',
    signOff: 'Illinois Taekwondo Association',
  },
  es: {
    why: {
      association_news: () =>
        'Recibe este mensaje porque es miembro de la Asociación de Taekwondo de Illinois y recibe sus noticias.',
      events: () =>
        'Recibe este mensaje porque es miembro de la Asociación de Taekwondo de Illinois y recibe sus anuncios de eventos.',
      club_messages: (club) =>
        club
          ? `Recibe este mensaje porque figura en la lista de ${club}, un club miembro de la Asociación de Taekwondo de Illinois.`
          : 'Recibe este mensaje porque figura en la lista de un club miembro de la Asociación de Taekwondo de Illinois.',
    },
    unsubscribe:
      'Para dejar de recibir anuncios de este tipo, cancele la suscripción (no hace falta iniciar sesión):',
    unsubscribeLink: 'Cancelar la suscripción',
    choose: 'Elija qué anuncios recibe en Mi Cuenta:',
    test: 'Esta es una prueba enviada solo a usted. Los miembros la reciben con su propio enlace para cancelar la suscripción.',
    signOff: 'Asociación de Taekwondo de Illinois',
  },
};

const TEST_MARK = '[Test]';

const originOf = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The site's page that unsubscribes the link's address (a person opens it). */
export const unsubscribePageUrl = (siteUrl: string, token: string) =>
  `${originOf(siteUrl)}/unsubscribe?token=${encodeURIComponent(token)}`;

/** The API's one-click address (RFC 8058: the mail provider POSTs to it). */
export const oneClickUnsubscribeUrl = (siteUrl: string, token: string) =>
  `${originOf(siteUrl)}/api/v1/unsubscribe?token=${encodeURIComponent(token)}`;

/**
 * One recipient's announcement: the text in their language (English when no Spanish was
 * written), the body rendered by the announcements' safe formatting, and a footer saying why
 * they got it with their unsubscribe link; the List-Unsubscribe headers for one-click.
 */
export function announcementMail(details: AnnouncementMailDetails): MailDocument {
  const { text, language, to, unsubscribeToken, siteUrl, clubName, kind, announcementId } = details;
  const test = details.test === true;
  const copy = COPY[language];
  const chosen = announcementTextFor(text, language);
  const accountUrl = `${originOf(siteUrl)}/my-account`;

  const footerText: string[] = [copy.why[kind](clubName)];
  const footerHtml: string[] = [escapeHtml(copy.why[kind](clubName))];
  if (test) {
    footerText.push(copy.test);
    footerHtml.push(escapeHtml(copy.test));
  } else if (unsubscribeToken) {
    const link = unsubscribePageUrl(siteUrl, unsubscribeToken);
    footerText.push(`${copy.unsubscribe} ${link}`);
    footerHtml.push(
      `${escapeHtml(copy.unsubscribe)} <a href="${escapeHtml(link)}">${escapeHtml(copy.unsubscribeLink)}</a>`,
    );
  }
  footerText.push(`${copy.choose} ${accountUrl}`, copy.signOff);
  footerHtml.push(
    `${escapeHtml(copy.choose)} <a href="${escapeHtml(accountUrl)}">${escapeHtml(accountUrl)}</a>`,
    escapeHtml(copy.signOff),
  );

  const body = [
    // announcementHtml is safe by construction (raw markup shown as text, safe links only).
    `<div lang="${chosen.language}">${announcementHtml(chosen.body)}</div>`,
    '<hr>',
    `<div lang="${language}" style="font-size:small;color:#555">`,
    ...footerHtml.map((paragraph) => `<p>${paragraph}</p>`),
    '</div>',
  ];

  const message: MailDocument['message'] = {
    subject: test ? `${TEST_MARK} ${chosen.subject}` : chosen.subject,
    text: [announcementPlainText(chosen.body), '--', ...footerText].join('\n\n'),
    html: body.join('\n'),
  };
  if (!test && unsubscribeToken) {
    message.headers = {
      'List-Unsubscribe': `<${oneClickUnsubscribeUrl(siteUrl, unsubscribeToken)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
  }
  return { to, kind: 'announcement', announcementId, message };
}
