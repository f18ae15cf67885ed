/** A document of the `mail` collection, in the shape the Trigger Email extension sends. */
export interface MailDocument {
  to: string;
  message: {
    subject: string;
    html: string;
    text: string;
    // Extra headers the extension passes to nodemailer: an announcement's one-click
    // unsubscribe (List-Unsubscribe, List-Unsubscribe-Post: RFC 8058).
    headers?: Record<string, string>;
  };
  // Which email it is, for the administrators' delivery view (GET /admin/mail). Not the
  // extension's `template` field, which would make it render a stored template instead.
  kind?: string;
  /** An announcement's mail: which one, so its delivered and failed counts can be read. */
  announcementId?: string;
}

export type MailLanguage = 'en' | 'es';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Names come from applicants: never let them become markup. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** accounts/{uid}.preferredLanguage as stored; anything else reads English. */
export const mailLanguageFrom = (value: unknown): MailLanguage => (value === 'es' ? 'es' : 'en');
