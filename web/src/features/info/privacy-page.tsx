import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';

import { SimplePage } from '../../components/ui/simple-page';
import { CONTACT_EMAIL } from '../../config/contact';

import { PRIVACY_SECTIONS, privacyMessageIds } from './privacy-sections';

export function PrivacyPage() {
  return (
    <SimplePage titleId="privacy.title" leadId="privacy.lead">
      <Typography variant="body2" color="textSecondary" sx={{ mb: 4 }}>
        <FormattedMessage id="privacy.updated" />
      </Typography>
      {PRIVACY_SECTIONS.map((section) => {
        const ids = privacyMessageIds(section);
        return (
          <Box
            key={section.id}
            component="section"
            aria-labelledby={`privacy-${section.id}`}
            sx={{ mb: 4 }}
          >
            <Typography id={`privacy-${section.id}`} component="h2" variant="h4" gutterBottom>
              <FormattedMessage id={ids.title} />
            </Typography>
            {ids.paragraphs.map((id) => (
              <Typography key={id} sx={{ mb: 1.5 }}>
                <FormattedMessage id={id} values={{ email: CONTACT_EMAIL }} />
              </Typography>
            ))}
            {ids.items.length > 0 && (
              <List sx={{ listStyleType: 'disc', pl: 3, py: 0 }}>
                {ids.items.map((id) => (
                  <ListItem key={id} sx={{ display: 'list-item', px: 0, py: 0.5 }}>
                    <FormattedMessage id={id} />
                  </ListItem>
                ))}
              </List>
            )}
          </Box>
        );
      })}
    </SimplePage>
  );
}
