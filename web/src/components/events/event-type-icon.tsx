import type { StoredEventType } from '@domain/events/event-types';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import HandshakeIcon from '@mui/icons-material/Handshake';
import SchoolIcon from '@mui/icons-material/School';
import SportsMartialArtsIcon from '@mui/icons-material/SportsMartialArts';
import type { SvgIconProps } from '@mui/material';

const ICONS = {
  tournament: EmojiEventsIcon,
  seminar: SchoolIcon,
  training: SportsMartialArtsIcon,
  other: EventIcon,
  sponsored: HandshakeIcon,
} satisfies Record<StoredEventType, unknown>;

/** A decorative icon for an event type; its meaning is always given in text nearby. */
export function EventTypeIcon({ type, ...props }: { type: StoredEventType } & SvgIconProps) {
  const Icon = ICONS[type];
  return <Icon aria-hidden {...props} />;
}
