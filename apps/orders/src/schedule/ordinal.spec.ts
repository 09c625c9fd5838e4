import { addArea, changeLanguage, i18next, initI18n } from '@freight/i18n';
import en from '../i18n/en.json';
import sp from '../i18n/sp.json';
import fr from '../i18n/fr.json';
import { weekOrdinal } from './ordinal';

// The unit under test is the week's ordinal label, with the module's real translations.
beforeAll(async () => {
  await initI18n('en');
  addArea('orders', { en, sp, fr });
  await changeLanguage('en');
});

const labels = (language: string, ordinals: number[]) => ordinals.map((ordinal) => weekOrdinal(i18next.t, ordinal, language));

describe('week ordinal labels (spec: "week labels as ordinals like 1st week")', () => {
  it('English: 1st, 2nd, 3rd, 4th … 11th, 12th, 13th, 21st, 22nd, 23rd', () => {
    expect(labels('en', [1, 2, 3, 4, 5, 11, 12, 13, 21, 22, 23])).toEqual([
      '1st week',
      '2nd week',
      '3rd week',
      '4th week',
      '5th week',
      '11th week',
      '12th week',
      '13th week',
      '21st week',
      '22nd week',
      '23rd week',
    ]);
  });

  it('Spanish: the feminine ordinal indicator for every week', () => {
    expect(labels('sp', [1, 2, 3, 11])).toEqual(['1.ª semana', '2.ª semana', '3.ª semana', '11.ª semana']);
  });

  it('French: 1re, then 2e, 3e …', () => {
    expect(labels('fr', [1, 2, 3, 11, 21])).toEqual(['1re semaine', '2e semaine', '3e semaine', '11e semaine', '21e semaine']);
  });
});
