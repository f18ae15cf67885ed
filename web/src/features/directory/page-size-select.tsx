import Box from '@mui/material/Box';
import { useId, type ChangeEvent } from 'react';
import { FormattedMessage } from 'react-intl';

import { MEMBER_PAGE_SIZES } from './api/members-page';

/**
 * The browser's own select with its label: MUI's TextField select would bring its input,
 * menu and modal code (about 33 KB compressed) into the directory's page load.
 */
export function PageSizeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (pageSize: number) => void;
}) {
  const id = useId();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box component="label" htmlFor={id} sx={{ color: 'text.secondary', typography: 'body2' }}>
        <FormattedMessage id="directory.pagination.pageSize" />
      </Box>
      <Box
        component="select"
        id={id}
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(Number(event.target.value))}
        sx={{
          minWidth: 88,
          minHeight: 40,
          px: 1.5,
          font: 'inherit',
          color: 'text.primary',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'grey.400',
          borderRadius: 1,
          cursor: 'pointer',
          '&:hover': { borderColor: 'text.primary' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 1 },
        }}
      >
        {MEMBER_PAGE_SIZES.map((size) => (
          <option key={size} value={size}>
            {size}
          </option>
        ))}
      </Box>
    </Box>
  );
}
