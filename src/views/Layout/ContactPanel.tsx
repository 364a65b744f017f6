import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import {
  selectErrors,
  selectOutcome,
  selectSending,
  selectValues,
  type ContactField,
} from '../../../machines/contact';
import { useContactActor, useOverlayActions, useOverlayIs, useVenueOptions } from '../../app/hooks';
import type { MessageId } from '../../app/intl-types';
import { Button } from '../../ui/Button/Button';
import { TextField } from '../../ui/TextField/TextField';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import { Modal } from '../../ui/Modal/Modal';
import * as styles from './ContactPanel.css';

const ERROR_TEXT = { required: 'privalomas_laukas', email: 'neteisingas_el_pastas' } as const;

/** The contact model's fields (docs/rules.md §3) in form order; `name` is the wire's field name. */
const FIELDS = [
  {
    field: 'name',
    name: 'vardas',
    label: 'vardas',
    type: 'text',
    autoComplete: 'name',
    required: true,
  },
  {
    field: 'phone',
    name: 'tel_nr',
    label: 'tel_nr',
    type: 'tel',
    autoComplete: 'tel',
    required: true,
  },
  {
    field: 'email',
    name: 'el_pastas',
    label: 'el_pastas',
    type: 'email',
    autoComplete: 'email',
    required: true,
  },
  {
    field: 'text',
    name: 'text',
    label: 'zinute',
    type: 'text',
    autoComplete: 'off',
    required: false,
  },
] as const satisfies readonly {
  field: ContactField;
  name: string;
  label: MessageId;
  type: 'text' | 'tel' | 'email';
  autoComplete: string;
  required: boolean;
}[];

/**
 * The slide-in contact form, loaded on first open (it is not needed to see the board). Its actor
 * is a child of the app, so what the user typed survives closing and reopening the panel, and a
 * failed send keeps every input.
 */
export default function ContactPanel() {
  const contact = useContactActor();
  const intl = useIntl();
  const options = useVenueOptions();
  const { close } = useOverlayActions();
  const isOpen = useOverlayIs('contact');
  const values = useSelector(contact, selectValues);
  const errors = useSelector(contact, selectErrors);
  const sending = useSelector(contact, selectSending);
  const outcome = useSelector(contact, selectOutcome);

  const change = (field: ContactField) => (value: string) =>
    contact.send({ type: 'field.changed', field, value });
  const errorOf = (field: ContactField) => {
    const error = errors[field];
    return error ? intl.formatMessage({ id: ERROR_TEXT[error] }) : undefined;
  };
  // After a rejected submit, focus goes to the first field that needs attention.
  const form = useRef<HTMLFormElement>(null);
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempts((n) => n + 1);
    contact.send({ type: 'contact.submitted', url: window.location.href });
  };

  return (
    <Modal
      title={intl.formatMessage({ id: 'contact_title' })}
      placement="side"
      isOpen={isOpen}
      onClose={close}
    >
      <p className={styles.intro}>
        <FormattedMessage id="contact_intro" />
      </p>
      <form ref={form} className={styles.form} onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <TextField
            key={f.field}
            label={intl.formatMessage({ id: f.label })}
            name={f.name}
            type={f.type}
            autoComplete={f.autoComplete}
            isRequired={f.required}
            multiline={f.field === 'text'}
            value={values[f.field]}
            onChange={change(f.field)}
            errorMessage={errorOf(f.field)}
          />
        ))}
        {outcome ? (
          <MessageBox tone={outcome === 'send_email_success' ? 'success' : 'error'}>
            <FormattedMessage id={outcome} />
          </MessageBox>
        ) : null}
        <Button type="submit" isPending={sending} wide>
          <FormattedMessage id="siusti" />
        </Button>
      </form>
      {options.phone || options.mapUrl ? (
        <div className={styles.contacts}>
          {options.phone ? (
            <a href={`tel:${options.phone.replace(/\s+/g, '')}`}>{options.phone}</a>
          ) : null}
          {options.mapUrl ? (
            <a href={options.mapUrl} target="_blank" rel="noopener noreferrer">
              <FormattedMessage id="zemelapis" />
            </a>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
