import { formatCents } from '../domain/pricing';

import { calendarDateInWords } from './email-dates';
import { escapeHtml, type MailDocument, type MailLanguage } from './mail-message';

/**
 * The emails an entry sends: entered, on the waiting list, offered a place, withdrawn, its
 * unpaid hold released, and a fee refunded because it arrived when the place was gone.
 */
export type EntryEmailKind =
  'entered' | 'waiting' | 'offered' | 'withdrawn' | 'released' | 'refunded';

export interface EntryEmailDetails {
  to: string;
  kind: EntryEmailKind;
  /** The person entered (a parent may enter a child). */
  name: string;
  /** The event's title in the reader's language. */
  eventTitle: string;
  /** The event's day on the association's calendar, 'YYYY-MM-DD'. */
  eventDate: string;
  /**
   * Offered places: the fee to pay to take it (0: already entered). Withdrawn and refunded:
   * the refunded cents.
   */
  amountCents: number;
}

interface Copy {
  subject: Record<EntryEmailKind, (event: string) => string>;
  body: Record<
    EntryEmailKind,
    (name: string, event: string, date: string, amount: string) => string
  >;
  more: string;
  signOff: string;
  locale: string;
}

const COPY: Record<MailLanguage, Copy> = {
  en: {
    subject: {
      entered: (event) => `You are entered: ${event}`,
      waiting: (event) => `On the waiting list: ${event}`,
      offered: (event) => `A place is free for you: ${event}`,
      withdrawn: (event) => `Entry withdrawn: ${event}`,
      released: (event) => `Held place released: ${event}`,
      refunded: (event) => `Payment refunded: ${event}`,
    },
    body: {
      entered: (name, event, date) => `${name} is entered in ${event} on ${date}.`,
      waiting: (name, event, date) =>
        `${event} on ${date} is full. ${name} is on the waiting list; we will email you if a place frees up.`,
      offered: (name, event, date, amount) =>
        amount
          ? `A place in ${event} on ${date} has freed up and is held for ${name}. Pay the entry fee of ${amount} from My Account to take it.`
          : `A place in ${event} on ${date} has freed up: ${name} is now entered.`,
      withdrawn: (name, event, date, amount) =>
        `The entry of ${name} in ${event} on ${date} is withdrawn.${amount ? ` ${amount} will be refunded to your card.` : ''}`,
      released: (name, event, date) =>
        `The place held for ${name} in ${event} on ${date} was released because the entry fee was not paid within 30 minutes. You may register again while places are left.`,
      refunded: (name, event, date, amount) =>
        `The payment${amount ? ` of ${amount}` : ''} for ${name} in ${event} on ${date} arrived when the entry no longer needed it (its held place had gone, or its fee was already paid), so it will be refunded to your card.`,
    },
    more: 'Your entries are in My Account, on the Events tab.',
    signOff: 'Illinois Taekwondo Association',
    locale: 'en-US',
  },
  es: {
    subject: {
      entered: (event) => `Inscripción confirmada: ${event}`,
      waiting: (event) => `En lista de espera: ${event}`,
      offered: (event) => `Hay un lugar para usted: ${event}`,
      withdrawn: (event) => `Inscripción retirada: ${event}`,
      released: (event) => `Lugar reservado liberado: ${event}`,
      refunded: (event) => `Pago reembolsado: ${event}`,
    },
    body: {
      entered: (name, event, date) => `${name} está inscrito en ${event} el ${date}.`,
      waiting: (name, event, date) =>
        `${event} del ${date} está completo. ${name} está en la lista de espera; le escribiremos si se libera un lugar.`,
      offered: (name, event, date, amount) =>
        amount
          ? `Se liberó un lugar en ${event} del ${date} y está reservado para ${name}. Pague la cuota de inscripción de ${amount} desde Mi Cuenta para tomarlo.`
          : `Se liberó un lugar en ${event} del ${date}: ${name} ya está inscrito.`,
      withdrawn: (name, event, date, amount) =>
        `La inscripción de ${name} en ${event} del ${date} fue retirada.${amount ? ` Se reembolsarán ${amount} a su tarjeta.` : ''}`,
      released: (name, event, date) =>
        `El lugar reservado para ${name} en ${event} del ${date} se liberó porque la cuota de inscripción no se pagó en 30 minutos. Puede inscribirse de nuevo mientras queden lugares.`,
      refunded: (name, event, date, amount) =>
        `El pago${amount ? ` de ${amount}` : ''} de ${name} en ${event} del ${date} llegó cuando la inscripción ya no lo necesitaba (el lugar reservado ya no estaba o la cuota ya estaba pagada), así que se reembolsará a su tarjeta.`,
    },
    more: 'Sus inscripciones están en Mi Cuenta, en la pestaña Eventos.',
    signOff: 'Asociación de Taekwondo de Illinois',
    locale: 'es-US',
  },
};

/** One entry email in the member's language. */
export function eventEntryEmail(
  language: MailLanguage,
  { to, kind, name, eventTitle, eventDate, amountCents }: EntryEmailDetails,
): MailDocument {
  const copy = COPY[language];
  const date = calendarDateInWords(language, eventDate);
  const amount = amountCents > 0 ? formatCents(amountCents, copy.locale) : '';
  const body = (n: string, e: string) => copy.body[kind](n, e, date, amount);
  const text = [body(name, eventTitle), copy.more, copy.signOff];
  const html = [
    body(`<strong>${escapeHtml(name)}</strong>`, escapeHtml(eventTitle)),
    copy.more,
    copy.signOff,
  ];
  return {
    to,
    kind: `eventEntry.${kind}`,
    message: {
      subject: copy.subject[kind](eventTitle),
      text: text.join('\n\n'),
      html: html.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
    },
  };
}
