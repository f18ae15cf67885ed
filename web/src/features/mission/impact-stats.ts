/** Figures the association states about itself (spec 01 §9); labels are `mission.impact.<id>`. */
export const IMPACT_STATS = [
  { id: 'members', value: 500 },
  { id: 'schools', value: 25 },
  { id: 'tournaments', value: 50 },
  { id: 'champions', value: 100 },
] as const;
