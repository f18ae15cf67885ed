export const GENDERS = ['male', 'female', 'other', 'prefer_not_to_say'] as const;
export type Gender = (typeof GENDERS)[number];

export const T_SHIRT_SIZES = ['YS', 'YM', 'YL', 'AS', 'AM', 'AL', 'AXL', 'AXXL'] as const;
export type TShirtSize = (typeof T_SHIRT_SIZES)[number];

export const UNIFORM_SIZES = ['000', '00', '0', '1', '2', '3', '4', '5', '6'] as const;
export type UniformSize = (typeof UNIFORM_SIZES)[number];

const DAN_RANKS = [
  '1st_dan_black_belt',
  '2nd_dan_black_belt',
  '3rd_dan_black_belt',
  '4th_dan_black_belt',
  '5th_dan_black_belt',
  '6th_dan_black_belt',
  '7th_dan_black_belt',
  '8th_dan_black_belt',
  '9th_dan_black_belt',
] as const;

export const ATHLETE_BELT_RANKS = ['yellow', 'green', 'blue', 'red', ...DAN_RANKS] as const;

// Coaches may record the full coloured-belt ladder, lowest first.
export const COACH_BELT_RANKS = [
  'white',
  'yellow',
  'orange',
  'green',
  'purple',
  'blue',
  'brown',
  'red',
  ...DAN_RANKS,
] as const;

export type AthleteBeltRank = (typeof ATHLETE_BELT_RANKS)[number];
export type CoachBeltRank = (typeof COACH_BELT_RANKS)[number];
export type BeltRank = AthleteBeltRank | CoachBeltRank;

export type BeltColour =
  'white' | 'yellow' | 'green' | 'blue' | 'red' | 'black' | 'orange' | 'purple' | 'brown';

const BELT_COLOURS: readonly BeltColour[] = [
  'white',
  'yellow',
  'green',
  'blue',
  'red',
  'black',
  'orange',
  'purple',
  'brown',
];

export function beltColour(rank: BeltRank): BeltColour {
  return isOneOf(BELT_COLOURS, rank) ? rank : 'black';
}

export function formatBeltRank(rank: string): string {
  return rank.replace(/_/g, ' ');
}

export const MEMBERSHIP_ROLES = ['athlete', 'referee', 'coach'] as const;
export type MembershipRole = (typeof MEMBERSHIP_ROLES)[number];

export const ACCOUNT_ROLES = ['member', 'instructor', 'admin'] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];

export const COMPETITION_CATEGORIES = [
  'poomsae',
  'kyorugi',
  'kyukpa',
  'team_pair_poomsae',
] as const;
export type CompetitionCategory = (typeof COMPETITION_CATEGORIES)[number];

export const RELATIONSHIPS = ['parent', 'guardian', 'coach', 'other'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

export const TIERS = ['basic', 'champion', 'club'] as const;
export type Tier = (typeof TIERS)[number];
export const DEFAULT_TIER = 'champion' satisfies Tier;
export const ATHLETE_TIERS = ['basic', 'champion'] as const;
export type AthleteTier = (typeof ATHLETE_TIERS)[number];

export const AUTH_METHODS = ['email', 'google', 'facebook'] as const;
export type AuthMethod = (typeof AUTH_METHODS)[number];

export const COUNTRIES = [
  'United States',
  'Canada',
  'United Kingdom',
  'Australia',
  'Germany',
  'France',
  'Japan',
  'South Korea',
  'China',
  'India',
  'Brazil',
  'Mexico',
  'Other',
] as const;
export type Country = (typeof COUNTRIES)[number];
/** Each listed country's ISO 3166 region code, so a reader's language can name it. */
export const COUNTRY_REGIONS = {
  'United States': 'US',
  Canada: 'CA',
  'United Kingdom': 'GB',
  Australia: 'AU',
  Germany: 'DE',
  France: 'FR',
  Japan: 'JP',
  'South Korea': 'KR',
  China: 'CN',
  India: 'IN',
  Brazil: 'BR',
  Mexico: 'MX',
} as const satisfies Record<Exclude<Country, 'Other'>, string>;
export const DEFAULT_COUNTRY = 'United States' satisfies Country;

export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;
export type UsStateCode = (typeof US_STATES)[number]['code'];
export const US_STATE_CODES: readonly UsStateCode[] = US_STATES.map((state) => state.code);

export const REFEREE_LEVELS = ['international', 'national', 'regional'] as const;
export type RefereeLevel = (typeof REFEREE_LEVELS)[number];

export const COACH_TYPES = ['head', 'assistant', 'specialty'] as const;
export type CoachType = (typeof COACH_TYPES)[number];

export const AGE_DIVISIONS = ['Youth', 'Cadet', 'Junior', 'Senior', 'Masters'] as const;
export type AgeDivision = (typeof AGE_DIVISIONS)[number];

/** Narrows an unknown wire value to one of a fixed list. */
export function isOneOf<T extends string>(list: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}

/** The value when it is one of the list, otherwise undefined: a list filter's 'all' is none. */
export function valueIfOneOf<T extends string>(list: readonly T[], value: unknown): T | undefined {
  return isOneOf(list, value) ? value : undefined;
}
