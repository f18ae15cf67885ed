import GroupsIcon from '@mui/icons-material/Groups';
import Avatar from '@mui/material/Avatar';

/** A club's logo as a square picture, with a group icon when the club has none. */
export function ClubLogoAvatar({ src, size }: { src: string | null | undefined; size: number }) {
  return (
    <Avatar src={src ?? undefined} alt="" variant="rounded" sx={{ width: size, height: size }}>
      <GroupsIcon />
    </Avatar>
  );
}
