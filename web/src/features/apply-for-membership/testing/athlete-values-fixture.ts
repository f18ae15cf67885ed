import { initialAthleteValues, type AthleteValues } from '../membership/athlete-values';

/** A complete application for a 9-year-old child registered by a parent. */
export function childApplication(): AthleteValues {
  const values = initialAthleteValues('basic', 'other');
  return {
    ...values,
    relationship_to_athlete: { relationship: 'parent', relationship_other: '' },
    personal_info: {
      ...values.personal_info,
      first_name: ' Sam ',
      last_name: 'Doe',
      date_of_birth: '2016-01-10',
      gender: 'male',
      t_shirt_size: 'YM',
      uniform_size: '2',
    },
    taekwondo_background: {
      role: 'athlete',
      belt_rank: 'green',
      current_school: 'Lakeshore Taekwondo',
      competition_categories: ['poomsae'],
    },
    club_id: 'club-1',
    agreements: { code_of_conduct: true, training_acknowledgement: true, media_release: true },
    confirm_accuracy: true,
  };
}
