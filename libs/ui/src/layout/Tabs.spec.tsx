import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Tabs } from './Tabs';

type Section = 'profile' | 'company' | 'password';
const SECTIONS: Array<{ value: Section; label: string }> = [
  { value: 'profile', label: 'My profile' },
  { value: 'company', label: 'Company' },
  { value: 'password', label: 'Password' },
];

function Sections({ onChange }: { onChange?: (value: Section) => void }) {
  const [value, setValue] = useState<Section>('company');
  return (
    <Tabs<Section>
      label="Profile sections"
      idPrefix="profile"
      tabs={SECTIONS}
      value={value}
      onChange={(next) => {
        onChange?.(next);
        setValue(next);
      }}
    >
      <p>Panel of {value}</p>
    </Tabs>
  );
}

describe('the kit tabs', () => {
  it('are a named tablist whose chosen tab labels the one panel and alone is in the tab order', () => {
    render(<Sections />);
    const tabs = within(screen.getByRole('tablist', { name: 'Profile sections' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['My profile', 'Company', 'Password']);
    const chosen = screen.getByRole('tab', { name: 'Company' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(chosen).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'My profile' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tab', { name: 'My profile' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Company' });
    expect(panel).toHaveTextContent('Panel of company');
    expect(chosen).toHaveAttribute('aria-controls', panel.id);
  });

  it('arrow keys, Home and End move round the tabs and choose the one reached', async () => {
    const onChange = jest.fn();
    render(<Sections onChange={onChange} />);
    screen.getByRole('tab', { name: 'Company' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Panel of password');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'My profile' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'My profile' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([value]) => value)).toEqual(['password', 'profile', 'password', 'profile', 'password']);
  });

  it('a click chooses a tab; Tab from the chosen tab goes to its panel', async () => {
    render(<Sections />);
    await userEvent.click(screen.getByRole('tab', { name: 'My profile' }));
    expect(screen.getByRole('tabpanel', { name: 'My profile' })).toHaveTextContent('Panel of profile');
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });
});
