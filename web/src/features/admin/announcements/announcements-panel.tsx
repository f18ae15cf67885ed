import { AnnouncementsWorkspace } from '../../../components/announcements/announcements-workspace';
import { PanelFrame } from '../shared/panel-frame';

const ASSOCIATION = { scope: 'association' } as const;

/** Announcements: what the association wrote to its members, and writing a new one. */
export function AnnouncementsPanel() {
  return (
    <PanelFrame titleId="admin.announcements.title" subtitleId="admin.announcements.subtitle">
      <AnnouncementsWorkspace writer={ASSOCIATION} />
    </PanelFrame>
  );
}
