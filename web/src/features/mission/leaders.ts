/** The leadership team; texts are `mission.leaders.<id>.*` with `achievements` as numbered keys. */
export const LEADERS = [
  { id: 'president', initials: 'DK', achievementCount: 3 },
  { id: 'vicePresident', initials: 'MH', achievementCount: 3 },
  { id: 'secretary', initials: 'JO', achievementCount: 3 },
] as const;

export type Leader = (typeof LEADERS)[number];
