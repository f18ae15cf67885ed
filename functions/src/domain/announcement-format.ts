import MarkdownIt from 'markdown-it';

// The announcements' plain formatting: paragraphs, links and lists written as in an email
// ("- item", "1. item", "[words](https://...)", bare addresses), nothing else. Raw HTML is
// shown as text and only http, https and mailto links are made, so what an editor writes
// can never become script or markup in a member's mailbox or page.

const renderer = new MarkdownIt('zero', { linkify: true, breaks: true }).enable([
  'paragraph',
  'list',
  'link',
  'linkify',
  'newline',
]);

const SAFE_LINK = /^(https?:|mailto:)/i;
renderer.validateLink = (url: string) => SAFE_LINK.test(url.trim());

/** The body as HTML for the email and the site's preview: safe to insert as markup. */
export function announcementHtml(body: string): string {
  return renderer.render(body);
}

/** The body as the email's plain-text part: the text as written. */
export function announcementPlainText(body: string): string {
  return body.trim();
}
