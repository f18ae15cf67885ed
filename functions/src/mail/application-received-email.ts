import type { AthleteTier } from '../domain/enums';
import { formatCents, priceFor } from '../domain/pricing';

import { escapeHtml, type MailDocument, type MailLanguage } from './mail-message';

export interface ApplicationReceivedDetails {
  to: string;
  recipientFirstName: string;
  athleteName: string;
  tier: AthleteTier;
}

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  received: (athlete: string) => string;
  plan: (tier: string, price: string) => string;
  next: string;
  signOff: string;
}

const TIER_NAMES: Record<MailLanguage, Record<AthleteTier, string>> = {
  en: { basic: 'Basic', champion: 'Champion' },
  es: { basic: 'Básica', champion: 'Campeón' },
};

const COPY: Record<MailLanguage, Copy> = {
  en: {
    subject: 'We received your membership application',
    greeting: (name) => `Hello ${name},`,
    received: (athlete) => `Thank you: we received the membership application for ${athlete}.`,
    plan: (tier, price) => `Plan: ${tier} (${price} per year).`,
    next: 'Our team reviews every application. Once it is approved you can pay the yearly dues from My Account, and you can follow its status there at any time.',
    signOff: 'Illinois Taekwondo Association',
  },
  es: {
    subject: 'Recibimos su solicitud de membresía',
    greeting: (name) => `Hola ${name}:`,
    received: (athlete) => `Gracias: recibimos la solicitud de membresía para ${athlete}.`,
    plan: (tier, price) => `Plan: ${tier} (${price} al año).`,
    next: 'Nuestro equipo revisa cada solicitud. Cuando sea aprobada podrá pagar la cuota anual desde Mi Cuenta, donde también puede seguir su estado en cualquier momento.',
    signOff: 'Asociación de Taekwondo de Illinois',
  },
};

// Prices as the site writes them in each language.
const PRICE_LOCALE: Record<MailLanguage, string> = { en: 'en-US', es: 'es' };

function paragraphs(language: MailLanguage, tier: AthleteTier, name: string, athlete: string) {
  const copy = COPY[language];
  return [
    copy.greeting(name),
    copy.received(athlete),
    copy.plan(TIER_NAMES[language][tier], formatCents(priceFor(tier), PRICE_LOCALE[language])),
    copy.next,
    copy.signOff,
  ];
}

/** The confirmation sent when an athlete, coach or referee application is received. */
export function applicationReceivedEmail(
  language: MailLanguage,
  { to, recipientFirstName, athleteName, tier }: ApplicationReceivedDetails,
): MailDocument {
  const text = paragraphs(language, tier, recipientFirstName, athleteName);
  const html = paragraphs(
    language,
    tier,
    escapeHtml(recipientFirstName),
    `<strong>${escapeHtml(athleteName)}</strong>`,
  );
  return {
    to,
    kind: 'applicationReceived',
    message: {
      subject: COPY[language].subject,
      text: text.join('\n\n'),
      html: html.map((paragraph) => `<p>${paragraph}</p>`).join('\n'),
    },
  };
}
