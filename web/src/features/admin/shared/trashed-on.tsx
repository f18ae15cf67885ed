import { ASSOCIATION_TIME_ZONE } from '@domain/renewal';
import { trashErasedAfter } from '@domain/retention';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

/** In the trash: when the record was trashed, and from when the daily job erases it. */
export function TrashedOn({ deletedAt }: { deletedAt: string | null }) {
  const intl = useIntl();
  if (!deletedAt) return null;
  const format = (date: Date | string) =>
    intl.formatDate(date, { dateStyle: 'medium', timeZone: ASSOCIATION_TIME_ZONE });
  return (
    <Typography variant="caption" color="textSecondary" component="div">
      <FormattedMessage
        id="admin.trash.trashedOn"
        values={{
          trashed: format(deletedAt),
          erased: format(trashErasedAfter(new Date(deletedAt))),
        }}
      />
    </Typography>
  );
}
