import { escapeHtml, type MailDocument, type MailLanguage } from './mail-message';

export type AccountLinkKind = 'verifyEmail' | 'resetPassword';

interface Copy {
  subject: string;
  intro: string;
  action: string;
  ignore: string;
}

const SIGN_OFF: Record<MailLanguage, string> = {
  en: 'Illinois Taekwondo Association',
  es: 'Asociación de Taekwondo de Illinois',
};

const COPY: Record<MailLanguage, Record<AccountLinkKind, Copy>> = {
  en: {
    verifyEmail: {
      subject: 'Verify your email address',
      intro: 'Please confirm that this is your email address for your Illinois Taekwondo account.',
      action: 'Verify my email',
      ignore: 'If you did not create an account, you can ignore this email.',
    },
    resetPassword: {
      subject: 'Reset your password',
      intro: 'We received a request to reset the password of your Illinois Taekwondo account.',
      action: 'Choose a new password',
      ignore:
        'If you did not ask for this, you can ignore this email: your password stays the same.',
    },
  },
  es: {
    verifyEmail: {
      subject: 'Verifica tu correo electrónico',
      intro: 'Confirma que este es tu correo electrónico para tu cuenta de Taekwondo Illinois.',
      action: 'Verificar mi correo',
      ignore: 'Si no creaste una cuenta, puedes ignorar este correo.',
    },
    resetPassword: {
      subject: 'Restablece tu contraseña',
      intro:
        'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Taekwondo Illinois.',
      action: 'Elegir una nueva contraseña',
      ignore: 'Si no lo pediste, puedes ignorar este correo: tu contraseña no cambia.',
    },
  },
};

/** The verification or password-reset email, with its one-time link, in the reader's language. */
export function accountLinkEmail(
  language: MailLanguage,
  { to, kind, link }: { to: string; kind: AccountLinkKind; link: string },
): MailDocument {
  const copy = COPY[language][kind];
  const text = [copy.intro, `${copy.action}: ${link}`, copy.ignore, SIGN_OFF[language]].join(
    '\n\n',
  );
  const html = [
    `<p>${escapeHtml(copy.intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>`,
    `<p>${escapeHtml(copy.ignore)}</p>`,
    `<p>${escapeHtml(SIGN_OFF[language])}</p>`,
  ].join('');
  return { to, kind, message: { subject: copy.subject, text, html } };
}
