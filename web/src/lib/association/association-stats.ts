/**
 * Figures the association states about itself, shown on the home and mission
 * pages; kept in one place so the two pages cannot disagree.
 */
export const ASSOCIATION_STATS = [
  { id: 'members', value: 500 },
  { id: 'schools', value: 25 },
  { id: 'tournaments', value: 50 },
  { id: 'champions', value: 100 },
] as const;

export const FOUNDED_YEAR = 1985;
