import { passwordProblems, PASSWORD_REQUIREMENTS, PASSWORD_SYMBOLS } from '@domain/password';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';

/** The password rules, each marked met or not as the reader types. */
export function PasswordChecklist({ id, password }: { id: string; password: string }) {
  const intl = useIntl();
  const unmet = passwordProblems(password);
  return (
    <List id={id} dense disablePadding>
      {PASSWORD_REQUIREMENTS.map((requirement) => {
        const met = !unmet.includes(requirement);
        const rule = intl.formatMessage(
          { id: `registration.password.rule.${requirement}` },
          { symbols: PASSWORD_SYMBOLS },
        );
        const state = intl.formatMessage({
          id: met ? 'registration.password.met' : 'registration.password.unmet',
        });
        return (
          <ListItem key={requirement} disableGutters sx={{ py: 0 }}>
            <ListItemIcon sx={{ minWidth: 28 }}>
              {met ? (
                <CheckIcon fontSize="small" sx={{ color: 'success.dark' }} aria-hidden />
              ) : (
                <CloseIcon fontSize="small" color="action" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText
              primary={`${rule} (${state})`}
              slotProps={{ primary: { variant: 'body2' } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
