import { BoardDirectorsPanel } from './board-directors-panel';
import { LidrsValuesPanel } from './lidrs-values-panel';
import { MissionStatementPanel } from './mission-statement-panel';
import type { MissionTab } from './mission-tabs';

/** The body of one tab, without its title (tabs and accordion title it differently). */
export function MissionTabContent({ tab }: { tab: MissionTab }) {
  switch (tab) {
    case 'mission-statement':
      return <MissionStatementPanel />;
    case 'lidrs-values':
      return <LidrsValuesPanel />;
    case 'board-directors':
      return <BoardDirectorsPanel />;
  }
}
