/** The mission page's tabs; each value is also its section id and URL hash. */
export const MISSION_TABS = ['mission-statement', 'lidrs-values', 'board-directors'] as const;
export type MissionTab = (typeof MISSION_TABS)[number];

export const DEFAULT_MISSION_TAB: MissionTab = 'mission-statement';

export const MISSION_TAB_LABEL_IDS: Record<MissionTab, string> = {
  'mission-statement': 'mission.tabs.statement',
  'lidrs-values': 'mission.tabs.values',
  'board-directors': 'mission.tabs.board',
};

function isMissionTab(value: string): value is MissionTab {
  return (MISSION_TABS as readonly string[]).includes(value);
}

/** The tab a location hash such as '#lidrs-values' asks for; the statement otherwise. */
export function missionTabFromHash(hash: string): MissionTab {
  const value = decodeURIComponent(hash.replace(/^#/, ''));
  return isMissionTab(value) ? value : DEFAULT_MISSION_TAB;
}
