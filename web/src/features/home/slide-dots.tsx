import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { useIntl } from 'react-intl';

interface SlideDotsProps {
  total: number;
  current: number;
  onSelect: (index: number) => void;
}

/** One button per slide; the dot is small but its target is 32 px for fingers. */
export function SlideDots({ total, current, onSelect }: SlideDotsProps) {
  const intl = useIntl();
  return (
    <Box sx={{ display: 'flex', gap: 0.5 }}>
      {Array.from({ length: total }, (_, index) => (
        <ButtonBase
          key={index}
          onClick={() => onSelect(index)}
          aria-label={intl.formatMessage({ id: 'home.slides.goTo' }, { position: index + 1 })}
          aria-current={index === current ? 'true' : undefined}
          sx={{ width: 32, height: 32, borderRadius: '50%' }}
        >
          <Box
            component="span"
            aria-hidden
            sx={{
              width: 12,
              height: 12,
              borderRadius: '50%',
              border: 2,
              borderColor: 'primary.main',
              bgcolor: index === current ? 'primary.main' : 'transparent',
            }}
          />
        </ButtonBase>
      ))}
    </Box>
  );
}
