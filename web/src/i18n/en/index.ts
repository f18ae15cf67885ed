import account from './account.json';
import admin from './admin.json';
import announcements from './announcements.json';
import auth from './auth.json';
import club from './club.json';
import common from './common.json';
import directory from './directory.json';
import events from './events.json';
import homeSections from './home-sections.json';
import home from './home.json';
import info from './info.json';
import join from './join.json';
import mission from './mission.json';
import registration from './registration.json';
import signedIn from './signed-in.json';
import verify from './verify.json';

/** One catalogue per area, so areas can be translated and reviewed on their own. */
export const messages: Record<string, string> = {
  ...common,
  ...home,
  ...homeSections,
  ...mission,
  ...join,
  ...events,
  ...info,
  ...signedIn,
  ...directory,
  ...auth,
  ...registration,
  ...account,
  ...admin,
  ...announcements,
  ...club,
  ...verify,
};
