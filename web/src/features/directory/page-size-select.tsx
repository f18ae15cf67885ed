import { TextField } from '@mui/material';
import { useIntl } from 'react-intl';

import { MEMBER_PAGE_SIZES } from './api/members-page';

export function PageSizeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (pageSize: number) => void;
}) {
  const intl = useIntl();
  return (
    <TextField
      select
      size="small"
      fullWidth={false}
      label={intl.formatMessage({ id: 'directory.pagination.pageSize' })}
      value={value}
      onChange={(event) => onChange(Number(event.target.value))}
      slotProps={{ select: { native: true } }}
      sx={{ minWidth: 180 }}
    >
      {MEMBER_PAGE_SIZES.map((size) => (
        <option key={size} value={size}>
          {size}
        </option>
      ))}
    </TextField>
  );
}
