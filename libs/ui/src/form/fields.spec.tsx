import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { initI18n } from '@freight/i18n';
import { CheckboxField, SelectField, TextAreaField, TextField } from './fields';

beforeAll(() => initI18n('en'));

const schema = yup.object({
  email: yup.string().required('validation.required'),
  country: yup.string().required('validation.required'),
  notes: yup.string().required('validation.required'),
  acceptTerms: yup.boolean().oneOf([true], 'validation.acceptTerms'),
});

describe('the field kit', () => {
  it("ties every field's error to it, the checkbox included", async () => {
    render(
      <Formik initialValues={{ email: '', country: '', notes: '', acceptTerms: false }} validationSchema={schema} onSubmit={jest.fn()}>
        <Form>
          <TextField name="email" label="Email" />
          <SelectField name="country" label="Country" placeholder="Choose" options={[{ value: 'USA', label: 'USA' }]} />
          <TextAreaField name="notes" label="Notes" />
          <CheckboxField name="acceptTerms" label="I accept the terms and conditions" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    expect(terms).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('checkbox', { name: 'I accept the terms and conditions', description: 'Please accept the terms and conditions' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    for (const name of ['Email', 'Country', 'Notes']) {
      const control = screen.getByLabelText(name);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Required');
    }
  });
});

describe('the form kit on a failed submit', () => {
  it('moves the focus to the first invalid field, in the order of the page, on each attempt', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ email: '', country: '', notes: '', acceptTerms: false }} validationSchema={schema} onSubmit={jest.fn()}>
        <Form>
          <TextField name="email" label="Email" />
          <SelectField name="country" label="Country" placeholder="Choose" options={[{ value: 'USA', label: 'USA' }]} />
          <TextAreaField name="notes" label="Notes" />
          <CheckboxField name="acceptTerms" label="I accept the terms and conditions" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    // Enter in the first field, which is now valid: the focus goes to the first field still wrong.
    await user.type(screen.getByLabelText('Email'), 'ana@example.com{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Country')).toHaveFocus());
    await user.selectOptions(screen.getByLabelText('Country'), 'USA');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Notes')).toHaveFocus());
  });
});

describe('a text with a limit', () => {
  it('stops at the limit and shows the count of characters under the field', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={{ reason: '' }} onSubmit={jest.fn()}>
        <Form>
          <TextAreaField name="reason" label="Reason" maxLength={20} />
        </Form>
      </Formik>,
    );
    const reason = screen.getByLabelText('Reason');
    expect(reason).toHaveAccessibleDescription('0 of 20 characters');
    await user.click(reason);
    await user.paste('A reason much longer than twenty characters');
    expect(reason).toHaveValue('A reason much longer');
    expect(reason).toHaveAccessibleDescription('20 of 20 characters');
  });
});
