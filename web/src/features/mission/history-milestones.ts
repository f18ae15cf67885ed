/** Milestones of the history timeline, oldest first; texts are `mission.history.<id>.*`. */
export const HISTORY_MILESTONES = [
  { id: 'founded', year: 1985 },
  { id: 'firstChampionship', year: 1988 },
  { id: 'refereeProgram', year: 1996 },
  { id: 'olympics', year: 2000 },
  { id: 'youthOutreach', year: 2012 },
  { id: 'onlineMembership', year: 2024 },
] as const;
