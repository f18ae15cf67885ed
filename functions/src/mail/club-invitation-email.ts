import { escapeHtml, type MailDocument } from './mail-message';

/** The invitation an administrator sends to a club: its name and the registration link. */
export function clubInvitationEmail(to: string, clubName: string, link: string): MailDocument {
  const subject = `Your invitation to register ${clubName}`;
  const text = [
    `Hello,`,
    ``,
    `The Illinois Taekwondo Association invites ${clubName} to register as a member club.`,
    `Register your club here (the link works once and expires in 14 days):`,
    link,
  ].join('\n');
  const html = [
    `<p>Hello,</p>`,
    `<p>The Illinois Taekwondo Association invites <strong>${escapeHtml(clubName)}</strong> to register as a member club.</p>`,
    `<p><a href="${escapeHtml(link)}">Register your club</a> (the link works once and expires in 14 days).</p>`,
  ].join('\n');
  return { to, kind: 'clubInvitation', message: { subject, html, text } };
}
