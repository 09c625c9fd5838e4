import { render } from '@testing-library/react';
import { HumanId, IdText } from './HumanId';

describe('HumanId and IdText', () => {
  it('keeps a lone id in one unbreakable span', () => {
    const { container } = render(<HumanId>L-100291</HumanId>);
    expect(container.innerHTML).toBe('<span class="human-id">L-100291</span>');
  });

  it('wraps every id of a sentence, and only the ids', () => {
    const { container } = render(<IdText>{'Cotización Q-7LC32HB3CA de la carga L-100045: orden O-100233.'}</IdText>);
    const ids = [...container.querySelectorAll('.human-id')].map((el) => el.textContent);
    expect(ids).toEqual(['Q-7LC32HB3CA', 'L-100045', 'O-100233']);
    expect(container.textContent).toBe('Cotización Q-7LC32HB3CA de la carga L-100045: orden O-100233.');
  });

  it('leaves a sentence without an id as it is', () => {
    const { container } = render(<IdText>{'Trucks near the load — well-known'}</IdText>);
    expect(container.querySelector('.human-id')).toBeNull();
    expect(container.textContent).toBe('Trucks near the load — well-known');
  });
});
