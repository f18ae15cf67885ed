import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import type { FormikProps } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';

import { FormTextFieldCells } from '../../../components/form-fields/form-text-field-cells';
import { optionLists } from '../../../components/form-fields/option-labels';

import type { AthleteValues } from './athlete-values';
import { ClubSearchField } from './club-search-field';
import { SectionHeading } from './section-heading';

const CATEGORIES = 'taekwondo_background.competition_categories';

/** Role, belt rank, current school and the competition categories. */
export function TaekwondoSection({ formik }: { formik: FormikProps<AthleteValues> }) {
  const intl = useIntl();
  const { roles, beltRanks, categories } = optionLists(intl);
  const chosen = formik.values.taekwondo_background.competition_categories;
  const toggle = (category: string, on: boolean) =>
    void formik.setFieldValue(
      CATEGORIES,
      on ? [...chosen, category] : chosen.filter((value) => value !== category),
    );
  return (
    <>
      <SectionHeading id="registration.membership.taekwondoHeading" />
      <Grid container spacing={2}>
        <FormTextFieldCells
          formik={formik}
          fields={[
            {
              name: 'taekwondo_background.role',
              labelId: 'registration.field.role',
              options: roles,
              required: true,
            },
            {
              name: 'taekwondo_background.belt_rank',
              labelId: 'registration.field.beltRank',
              options: beltRanks,
              required: true,
            },
          ]}
        />
        <Grid size={12}>
          <ClubSearchField formik={formik} />
        </Grid>
        <Grid size={12}>
          <FormControl component="fieldset">
            <FormLabel component="legend">
              <FormattedMessage id="registration.field.categories" />
            </FormLabel>
            <FormGroup row>
              {categories.map((category) => (
                <FormControlLabel
                  key={category.value}
                  label={category.label}
                  control={
                    <Checkbox
                      name={CATEGORIES}
                      value={category.value}
                      checked={chosen.includes(category.value)}
                      onChange={(event) => toggle(category.value, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
        </Grid>
      </Grid>
    </>
  );
}
