import { beltColour, type BeltColour, type BeltRank } from '@domain/enums';
import Box from '@mui/material/Box';

const SWATCH_COLOURS: Record<BeltColour, string> = {
  white: '#ffffff',
  yellow: '#f6c700',
  orange: '#ef6c00',
  green: '#2e7d32',
  purple: '#6a1b9a',
  blue: '#1565c0',
  brown: '#6d4c41',
  red: '#c62828',
  black: '#111111',
};

/** A small patch of the belt's colour; the belt is also named in text beside it. */
export function BeltSwatch({ rank }: { rank: BeltRank }) {
  const colour = beltColour(rank);
  return (
    <Box
      component="span"
      aria-hidden
      data-belt-colour={colour}
      sx={{
        display: 'inline-block',
        width: 28,
        height: 10,
        borderRadius: 0.5,
        bgcolor: SWATCH_COLOURS[colour],
        border: 1,
        borderColor: 'grey.500',
        flexShrink: 0,
      }}
    />
  );
}
