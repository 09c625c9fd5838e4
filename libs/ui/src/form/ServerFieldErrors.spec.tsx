import { render, screen } from '@testing-library/react';
import { Form, Formik } from 'formik';
import { initI18n } from '@freight/i18n';
import { TextField } from './fields';
import { ServerFieldErrors } from './ServerFieldErrors';

beforeAll(() => initI18n('en'));

describe("the server's field errors", () => {
  it('land on top-level and nested fields alike (`stops.1.city`, as fieldErrorsOf keeps them)', async () => {
    render(
      <Formik initialValues={{ name: 'x', stops: [{ city: 'Chicago' }, { city: 'Dallas' }] }} onSubmit={jest.fn()}>
        <Form>
          <ServerFieldErrors errors={{ name: 'Name taken', 'stops.1.city': 'Unknown city' }} />
          <TextField name="name" label="Name" />
          <TextField name="stops.0.city" label="City 1" />
          <TextField name="stops.1.city" label="City 2" />
        </Form>
      </Formik>,
    );
    expect(await screen.findByText('Unknown city')).toBeInTheDocument();
    expect(screen.getByLabelText('City 2')).toHaveAccessibleDescription('Unknown city');
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name taken');
    expect(screen.getByLabelText('City 1')).not.toHaveAttribute('aria-invalid');
  });
});
