import { FormattedMessage, useIntl } from 'react-intl';
import { repeatEnabled } from '../../../machines/form';
import { useOverlayActions, useSessionForm } from '../../app/hooks';
import { Button } from '../../ui/Button/Button';
import { Modal } from '../../ui/Modal/Modal';
import { LoginAside } from '../Login/LoginAside';
import { LoginForm } from '../Login/LoginForm';
import { FormCheckbox } from './FormCheckbox';
import { FormOutcomeBox, FormPasswordField, FormTextField, SubmitButton } from './FormFields';
import { useFormActor } from './useFormActor';
import * as styles from './forms.css';

/** The account modal the overlay machine has open (loaded on first open, see AccountModals). */
export default function AccountDialogs({ open }: { open: 'login' | 'register' | 'admin' }) {
  const intl = useIntl();
  const { close } = useOverlayActions();
  if (open === 'login') {
    return (
      <Modal title={intl.formatMessage({ id: 'login_title' })} isOpen onClose={close}>
        <div className={styles.form}>
          <LoginForm origin="modal" />
          <LoginAside />
        </div>
      </Modal>
    );
  }
  if (open === 'register') {
    return (
      <Modal title={intl.formatMessage({ id: 'register_title' })} isOpen onClose={close}>
        <RegisterForm />
      </Modal>
    );
  }
  return (
    <Modal title={intl.formatMessage({ id: 'admin_title' })} isOpen onClose={close}>
      <AdminForm />
    </Modal>
  );
}

/**
 * Register (docs/rules.md §5): names, e-mail, a password of at least 5 and its repeat, which
 * stays disabled until a password is typed; the terms must be ticked, the newsletter may be.
 * "Read the terms" opens the terms viewer over this form, which waits underneath.
 */
function RegisterForm() {
  const intl = useIntl();
  const { openModal } = useOverlayActions();
  const form = useFormActor(useSessionForm('registerForm'), 'modal');
  return (
    <div className={styles.form}>
      <form {...form.formProps} className={styles.form}>
        <div className={styles.pair}>
          <FormTextField
            form={form}
            field="firstName"
            name="vardas"
            label={intl.formatMessage({ id: 'vardas' })}
            autoComplete="given-name"
            isRequired
          />
          <FormTextField
            form={form}
            field="lastName"
            name="pavarde"
            label={intl.formatMessage({ id: 'pavarde' })}
            autoComplete="family-name"
            isRequired
          />
        </div>
        <FormTextField
          form={form}
          field="email"
          label={intl.formatMessage({ id: 'el_pastas' })}
          type="email"
          autoComplete="username"
          isRequired
        />
        <FormPasswordField
          form={form}
          field="password"
          label={intl.formatMessage({ id: 'slaptazodis' })}
          autoComplete="new-password"
          isRequired
        />
        <FormPasswordField
          form={form}
          field="reenteredPassword"
          label={intl.formatMessage({ id: 'pakartokite_slaptazodi' })}
          autoComplete="new-password"
          isRequired
          isDisabled={!repeatEnabled(form.values)}
        />
        <div className={styles.checkbox}>
          <FormCheckbox form={form} field="terms" isRequired requiredText="register_terms_required">
            <FormattedMessage id="register_terms" />
          </FormCheckbox>
          <Button
            tone="link"
            size="sm"
            className={styles.underCheckbox}
            onPress={() => openModal('terms')}
          >
            <FormattedMessage id="register_read_terms" />
          </Button>
        </div>
        <FormCheckbox
          form={form}
          field="newsletter"
          description={<FormattedMessage id="register_newsletter_hint" />}
        >
          <FormattedMessage id="register_newsletter" />
        </FormCheckbox>
        <FormOutcomeBox form={form} />
        <SubmitButton form={form}>
          <FormattedMessage id="registruotis" />
        </SubmitButton>
      </form>
      <div className={styles.aside}>
        <span className={styles.asideGroup}>
          <FormattedMessage id="jau_turite_paskyra" />
          <Button tone="link" size="sm" onPress={() => openModal('login')}>
            <FormattedMessage id="prisijungti" />
          </Button>
        </span>
      </div>
    </div>
  );
}

/** The hidden admin login: the admin's e-mail and password, and the id of the user to act as. */
function AdminForm() {
  const intl = useIntl();
  const form = useFormActor(useSessionForm('adminForm'), 'modal');
  return (
    <form {...form.formProps} className={styles.form}>
      <FormTextField
        form={form}
        field="username"
        label={intl.formatMessage({ id: 'admin_email' })}
        type="email"
        autoComplete="username"
        isRequired
      />
      <FormPasswordField
        form={form}
        field="password"
        label={intl.formatMessage({ id: 'slaptazodis' })}
        autoComplete="current-password"
        isRequired
      />
      <FormTextField
        form={form}
        field="id"
        label={intl.formatMessage({ id: 'admin_user_id' })}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <FormOutcomeBox form={form} />
      <SubmitButton form={form}>
        <FormattedMessage id="prisijungti" />
      </SubmitButton>
    </form>
  );
}
