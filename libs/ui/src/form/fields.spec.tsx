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
    expect(
      await screen.findByRole('checkbox', { name: 'I accept the terms and conditions', description: 'Please accept the terms and conditions' }),
    ).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['Email', 'Country', 'Notes']) {
      const control = screen.getByLabelText(name);
      expect(control).toHaveAttribute('aria-invalid', 'true');
      expect(control).toHaveAccessibleDescription('Required');
    }
  });
});

describe('a field with a hint', () => {
  it('keeps the hint tied to the field (aria-describedby) and adds the error after it', async () => {
    render(
      <Formik initialValues={{ email: '', country: '', notes: '', acceptTerms: false }} validationSchema={schema} onSubmit={jest.fn()}>
        <Form>
          <p id="email-hint">Where the receipts go</p>
          <TextField name="email" label="Email" aria-describedby="email-hint" />
          <p id="country-hint">Where the truck is based</p>
          <SelectField name="country" label="Country" placeholder="Choose" options={[{ value: 'USA', label: 'USA' }]} aria-describedby="country-hint" />
          <p id="notes-hint">For the driver</p>
          <TextAreaField name="notes" label="Notes" aria-describedby="notes-hint" />
          <p id="terms-hint">Read them first</p>
          <CheckboxField name="acceptTerms" label="I accept the terms and conditions" aria-describedby="terms-hint" />
          <button type="submit">Send</button>
        </Form>
      </Formik>,
    );
    const hints: Array<[string, string, string]> = [
      ['Email', 'Where the receipts go', 'Required'],
      ['Country', 'Where the truck is based', 'Required'],
      ['Notes', 'For the driver', 'Required'],
      ['I accept the terms and conditions', 'Read them first', 'Please accept the terms and conditions'],
    ];
    for (const [name, hint] of hints) expect(screen.getByLabelText(name)).toHaveAccessibleDescription(hint);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true'));
    for (const [name, hint, error] of hints) expect(screen.getByLabelText(name)).toHaveAccessibleDescription(`${hint} ${error}`);
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
