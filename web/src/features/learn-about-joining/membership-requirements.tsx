import { MIN_MEMBER_AGE } from '@domain/age';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

const REQUIREMENTS = ['training', 'age', 'conduct', 'school', 'emergency'] as const;

/** Who may apply. */
export function MembershipRequirements() {
  return (
    <section aria-labelledby="membership-requirements-heading">
      <Typography id="membership-requirements-heading" component="h2" variant="h3" gutterBottom>
        <FormattedMessage id="join.requirements.title" />
      </Typography>
      <List>
        {REQUIREMENTS.map((requirement) => (
          <ListItem key={requirement} disableGutters alignItems="flex-start">
            <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }}>
              <TaskAltIcon color="primary" aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={
                <FormattedMessage
                  id={`join.requirements.${requirement}`}
                  values={{ minAge: MIN_MEMBER_AGE }}
                />
              }
            />
          </ListItem>
        ))}
      </List>
    </section>
  );
}
