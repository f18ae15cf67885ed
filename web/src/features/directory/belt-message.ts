import type { AgeDivision } from '@domain/enums';

export interface Message {
  id: string;
  values?: Record<string, number>;
}

const COLOURED_BELTS = ['white', 'yellow', 'orange', 'green', 'purple', 'blue', 'brown', 'red'];
const DAN_RANK = /^([1-9])(?:st|nd|rd|th)_dan_black_belt$/;

/** The catalogue message for a stored belt rank; null for a value the catalogue lacks. */
export function beltMessage(rank: string): Message | null {
  if (COLOURED_BELTS.includes(rank)) return { id: `directory.belt.${rank}` };
  const dan = DAN_RANK.exec(rank);
  return dan ? { id: 'directory.belt.dan', values: { dan: Number(dan[1]) } } : null;
}

export function divisionMessageId(division: AgeDivision): string {
  return `directory.division.${division.toLowerCase()}`;
}
