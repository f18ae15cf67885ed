import type { PublicClubWire } from './wire/public-club';

/** The club fields the public list is made from, as stored. */
export interface PublicClubSource {
  id: string;
  clubName: string;
  clubOwnerName: string;
  clubAddress: string;
}

const ZIP = String.raw`\d{5}(?:-\d{4})?`;
const STATE = String.raw`(?:[A-Z]{2}|Illinois)`;
// The segment after the city: "IL", "IL 60657", "Illinois" or a ZIP alone.
const STATE_SEGMENT = new RegExp(`^(?:${STATE}(?:\\s+${ZIP})?|${ZIP})$`, 'i');
// A last segment that holds the city too: "Chicago IL 60657".
const CITY_STATE_SEGMENT = new RegExp(`^(.+?)\\s+${STATE}(?:\\s+${ZIP})?$`);
const COUNTRY_SEGMENT = /^(?:usa?|u\.s\.a?\.?|united states(?: of america)?)$/i;

const looksLikeCity = (text: string) => /\p{L}/u.test(text) && !/^\d/.test(text);

/**
 * The city of a club address typed as free text ("3100 N Sheridan Rd, Chicago, IL 60657"):
 * the part before the state. Null when the address does not end in a state or ZIP, since
 * a guess would print a street or a suite as the club's city.
 */
export function cityOfClubAddress(address: string): string | null {
  const segments = address
    .split(',')
    .map((segment) => segment.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
  if (segments.length > 0 && COUNTRY_SEGMENT.test(segments.at(-1) ?? '')) segments.pop();
  const last = segments.at(-1) ?? '';
  const city = STATE_SEGMENT.test(last)
    ? segments.at(-2)
    : CITY_STATE_SEGMENT.exec(last)?.[1]?.trim();
  return city && looksLikeCity(city) ? city : null;
}

export function publicClubOf(club: PublicClubSource): PublicClubWire {
  return {
    id: club.id,
    name: club.clubName.trim(),
    city: cityOfClubAddress(club.clubAddress),
    master: club.clubOwnerName.trim() || null,
  };
}
