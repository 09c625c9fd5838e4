import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { initI18n } from '@freight/i18n';
import { TextField } from './fields';
import { RepeatableFields } from './RepeatableFields';

beforeAll(() => initI18n('en'));

interface Stop {
  type: 'pickup' | 'delivery';
  city: string;
}

function renderStops(
  onSubmit = jest.fn(),
  initial: Stop[] = [
    { type: 'pickup', city: 'Chicago' },
    { type: 'delivery', city: 'Dallas' },
  ],
) {
  render(
    <Formik
      initialValues={{ stops: initial }}
      validationSchema={yup.object({ stops: yup.array().min(2, 'At least two stops') })}
      onSubmit={(values) => onSubmit(values)}
    >
      <Form>
        <RepeatableFields<Stop>
          name="stops"
          legend="Stops"
          itemLabel={(stop, index) => `Stop ${index + 1}: ${stop.type}`}
          add={[
            { label: 'Add pickup', make: () => ({ type: 'pickup', city: '' }) },
            { label: 'Add delivery', make: () => ({ type: 'delivery', city: '' }) },
          ]}
          labels={{ remove: (item) => `Remove ${item}`, moveUp: (item) => `Move ${item} up`, moveDown: (item) => `Move ${item} down` }}
          min={1}
          max={3}
        >
          {(prefix, index) => <TextField name={`${prefix}.city`} label={`City of stop ${index + 1}`} />}
        </RepeatableFields>
        <button type="submit">Send</button>
      </Form>
    </Formik>,
  );
}

const cities = () => screen.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value);

describe('repeatable fields', () => {
  it('adds, reorders (keeping the focus on the moved item) and removes items, in order', async () => {
    const onSubmit = jest.fn();
    renderStops(onSubmit);
    expect(screen.getByRole('group', { name: 'Stops' })).toBeInTheDocument();
    expect(cities()).toEqual(['Chicago', 'Dallas']);

    await userEvent.click(screen.getByRole('button', { name: 'Add delivery' }));
    await userEvent.type(screen.getByLabelText('City of stop 3'), 'Memphis');
    // The limit (max 3) is reached: no more adding.
    expect(screen.getByRole('button', { name: 'Add pickup' })).toBeDisabled();

    const up = screen.getByRole('button', { name: 'Move Stop 3: delivery up' });
    await userEvent.click(up);
    expect(cities()).toEqual(['Chicago', 'Memphis', 'Dallas']);
    expect(screen.getByRole('button', { name: 'Move Stop 2: delivery up' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Move Stop 1: pickup up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Stop 3: delivery down' })).toBeDisabled();

    const second = screen.getByRole('group', { name: 'Stop 2: delivery' });
    await userEvent.click(within(second).getByRole('button', { name: 'Remove Stop 2: delivery' }));
    expect(cities()).toEqual(['Chicago', 'Dallas']);

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit).toHaveBeenCalledWith({
      stops: [
        { type: 'pickup', city: 'Chicago' },
        { type: 'delivery', city: 'Dallas' },
      ],
    });
  });

  it('keeps the minimum and shows the group error after a submit', async () => {
    const onSubmit = jest.fn();
    renderStops(onSubmit, [{ type: 'pickup', city: 'Chicago' }]);
    expect(screen.getByRole('button', { name: 'Remove Stop 1: pickup' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At least two stops');
    expect(screen.getByRole('group', { name: 'Stops' })).toHaveAccessibleDescription('At least two stops');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
