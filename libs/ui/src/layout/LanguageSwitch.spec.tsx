import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next, initI18n } from '@freight/i18n';
import { LanguageSwitch } from './LanguageSwitch';

beforeAll(() => initI18n('sp'));

describe('the language switch', () => {
  it('names each language in that language, with its lang, whatever the page is in', async () => {
    const user = userEvent.setup();
    render(<LanguageSwitch />);
    const options = () =>
      within(screen.getByRole('combobox'))
        .getAllByRole('option')
        .map((o) => `${o.getAttribute('lang')}:${o.textContent}`);
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('sp');
    expect(options()).toEqual(['es:Español', 'en:English', 'fr:Français']);

    await user.selectOptions(screen.getByRole('combobox'), 'fr');
    expect(await screen.findByRole('combobox', { name: 'Langue' })).toHaveValue('fr');
    expect(i18next.language).toBe('fr');
    expect(options()).toEqual(['es:Español', 'en:English', 'fr:Français']);
  });
});
