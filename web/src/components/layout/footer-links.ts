import type { NavLink } from './nav-items';

/** A titled column of links in the footer. Title and labels are message ids. */
export interface FooterColumn {
  titleId: string;
  links: NavLink[];
}

export const FOOTER_LINK_COLUMNS: FooterColumn[] = [
  {
    titleId: 'footer.quickLinks',
    links: [
      { labelId: 'footer.joinIt', to: '/join' },
      { labelId: 'footer.ourMission', to: '/mission' },
      { labelId: 'nav.events', to: '/events' },
      { labelId: 'footer.members', to: '/members' },
    ],
  },
  {
    titleId: 'footer.resources',
    links: [
      { labelId: 'nav.resources.faq', to: '/faq' },
      { labelId: 'nav.resources.downloads', to: '/downloads' },
      { labelId: 'nav.resources.contact', to: '/contact' },
      { labelId: 'footer.privacy', to: '/privacy' },
    ],
  },
];
