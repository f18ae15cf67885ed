const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
// Room for the date and '.ics' under 80 characters, which every file system keeps whole.
const MAX_SLUG = 64;

/** A title as lower-case ASCII words joined by dashes ('Día 1: Niños' -> 'dia-1-ninos'). */
function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG) return slug;
  const cut = slug.slice(0, MAX_SLUG + 1);
  return cut.slice(0, cut.lastIndexOf('-') > 0 ? cut.lastIndexOf('-') : MAX_SLUG);
}

/**
 * The name one event's calendar file downloads as: its title (in the reader's language) and
 * its day, 'state-championship-2027-05-15.ics'; the same from the server and the site's link.
 */
export function eventFileName(title: string, date: string): string {
  const parts = [slugOf(title) || 'event', ...(ISO_DATE.test(date) ? [date] : [])];
  return `${parts.join('-')}.ics`;
}
