/**
 * The account forms' fields, each bound to one field of a form actor through `useFormActor`:
 * the value and error come from the machine, typing and leaving send `field.changed` and
 * `field.blurred`. While the form is sending, the fields are read-only (the machine takes no
 * edits then), so nothing the user types is silently dropped.
 */
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import type { FormValues } from '../../../machines/domain';
import type { MessageId } from '../../app/intl-types';
import { Button } from '../../ui/Button/Button';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { PasswordField } from '../../ui/PasswordField/PasswordField';
import { TextField, type TextFieldProps } from '../../ui/TextField/TextField';
import type { FormView } from './useFormActor';
import * as styles from './forms.css';

type Field<V extends FormValues> = keyof V & string;

interface BoundProps<V extends FormValues> {
  form: FormView<V>;
  field: Field<V>;
  label: string;
  isRequired?: boolean;
  isDisabled?: boolean;
}

const text = (value: string | boolean | undefined) => (typeof value === 'string' ? value : '');

export function FormTextField<V extends FormValues>({
  form,
  field,
  label,
  ...props
}: BoundProps<V> &
  Pick<TextFieldProps, 'type' | 'autoComplete' | 'inputMode' | 'name' | 'autoFocus'>) {
  return (
    <TextField
      {...props}
      name={props.name ?? field}
      label={label}
      value={text(form.values[field])}
      onChange={(value) => form.change(field, value)}
      onBlur={() => form.blur(field)}
      isReadOnly={form.busy}
      errorMessage={form.errorOf(field)}
    />
  );
}

export function FormPasswordField<V extends FormValues>({
  form,
  field,
  label,
  autoComplete,
  ...props
}: BoundProps<V> & { autoComplete: 'current-password' | 'new-password' }) {
  return (
    <PasswordField
      {...props}
      name={field}
      label={label}
      autoComplete={autoComplete}
      value={text(form.values[field])}
      onChange={(value) => form.change(field, value)}
      onBlur={() => form.blur(field)}
      isReadOnly={form.busy}
      errorMessage={form.errorOf(field)}
    />
  );
}

/**
 * The message box with the machine's answer (a catalogue id the session chose), and under it the
 * server's own words when it explained a refusal (docs/rules.md §8 "Errors name their cause").
 */
export function FormOutcomeBox<V extends FormValues>({ form }: { form: FormView<V> }) {
  if (!form.outcome) return null;
  // the machines speak catalogue ids as plain strings (machines/ cannot import the catalogue);
  // tests/messages.test.ts checks that every id docs/rules.md §8 names is in both catalogues
  const id = form.outcome.message as MessageId;
  return (
    <MessageBox tone={form.outcome.tone}>
      <FormattedMessage id={id} />
      {form.outcome.detail ? (
        <span className={styles.outcomeDetail} data-testid="form-detail">
          {form.outcome.detail}
        </span>
      ) : null}
    </MessageBox>
  );
}

/** The form's submit button: a spinner while the form is sending. */
export function SubmitButton<V extends FormValues>({
  form,
  children,
}: {
  form: FormView<V>;
  children: ReactNode;
}) {
  return (
    <Button type="submit" isPending={form.busy} wide>
      {children}
    </Button>
  );
}
