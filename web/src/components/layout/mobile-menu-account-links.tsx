import { useOwnsActiveClub } from '../../lib/clubs/use-owns-active-club';

import { MenuLink } from './mobile-menu-link';

/** The phone menu's entries for a signed-in person: My Account, Manage Club, Admin. */
export function MobileMenuAccountLinks({
  uid,
  isAdmin,
  open,
}: {
  uid: string;
  isAdmin: boolean;
  open: boolean;
}) {
  const ownsActiveClub = useOwnsActiveClub(uid, open);
  return (
    <>
      <MenuLink to="/my-account" labelId="userMenu.myAccount" />
      {ownsActiveClub && <MenuLink to="/manage-club" labelId="userMenu.manageClub" />}
      {isAdmin && <MenuLink to="/admin" labelId="userMenu.admin" />}
    </>
  );
}
