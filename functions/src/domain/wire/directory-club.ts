/** An active club as members see it in the directory (no owner email or phone). */
export type DirectoryClubWire = {
  id: string;
  name: string;
  master: string;
  address: string;
  member_count: number;
  logo: string | null;
};
