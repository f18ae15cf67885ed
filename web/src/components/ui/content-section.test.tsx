import { screen } from '@testing-library/react';

import { theme } from '../../config/theme';
import { messages } from '../../i18n/en/index';
import { renderWithProviders } from '../../testing/render-with-providers';

import { ContentSection } from './content-section';

const TITLE = messages['home.values.heading'];
const LEAD = messages['home.values.lead'];
const OTHER_TITLE = messages['mission.leaders.heading'];
const GREY_100 = theme.palette.grey[100];

describe('ContentSection', () => {
  it('labels the section with its level-two heading and shows the lead and content', () => {
    renderWithProviders(
      <ContentSection titleId="home.values.heading" leadId="home.values.lead" id="values">
        <p>Section content</p>
      </ContentSection>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: TITLE });
    const section = screen.getByRole('region', { name: TITLE });
    expect(section).toContainElement(heading);
    expect(section).toHaveAttribute('id', 'values');
    expect(section).toHaveTextContent(LEAD);
    expect(section).toContainElement(screen.getByText('Section content'));
  });

  it('leaves out the lead paragraph when there is none', () => {
    renderWithProviders(<ContentSection titleId="home.values.heading" />);
    expect(screen.queryByText(LEAD)).not.toBeInTheDocument();
  });

  it('gives a tinted section a grey background and a plain one none', () => {
    renderWithProviders(
      <>
        <ContentSection titleId="home.values.heading" tone="tinted" />
        <ContentSection titleId="mission.leaders.heading" />
      </>,
    );
    expect(screen.getByRole('region', { name: TITLE })).toHaveStyle({
      backgroundColor: GREY_100,
    });
    expect(screen.getByRole('region', { name: OTHER_TITLE })).not.toHaveStyle({
      backgroundColor: GREY_100,
    });
  });
});
