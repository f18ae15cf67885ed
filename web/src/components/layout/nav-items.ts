/** The header's dropdown menus. Labels are message ids. */
export interface NavLink {
  labelId: string;
  to: string;
}

export interface NavGroup {
  labelId: string;
  links: NavLink[];
}

export const NAV_GROUPS: NavGroup[] = [
  {
    labelId: 'nav.mission',
    links: [
      { labelId: 'nav.mission.statement', to: '/mission#mission-statement' },
      { labelId: 'nav.mission.values', to: '/mission#lidrs-values' },
      { labelId: 'nav.mission.board', to: '/mission#board-directors' },
    ],
  },
  {
    labelId: 'nav.weAreIt',
    links: [
      { labelId: 'nav.weAreIt.clubs', to: '/we-are-it#clubs' },
      { labelId: 'nav.weAreIt.members', to: '/we-are-it#members' },
      { labelId: 'nav.weAreIt.referees', to: '/we-are-it#referees' },
      { labelId: 'nav.weAreIt.coaches', to: '/we-are-it#coaches' },
    ],
  },
  {
    labelId: 'nav.events',
    links: [
      { labelId: 'nav.events.calendar', to: '/calendar' },
      { labelId: 'nav.events.upcoming', to: '/upcoming-events' },
      { labelId: 'nav.events.state', to: '/usat-il-state' },
      { labelId: 'nav.events.sponsored', to: '/sponsored-events' },
    ],
  },
  {
    labelId: 'nav.resources',
    links: [
      { labelId: 'nav.resources.faq', to: '/faq' },
      { labelId: 'nav.resources.downloads', to: '/downloads' },
      { labelId: 'nav.resources.contact', to: '/contact' },
      { labelId: 'nav.resources.resources', to: '/resources' },
    ],
  },
];

export const DROPDOWN_CLOSE_DELAY_MS = 150;
