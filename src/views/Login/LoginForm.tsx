import { FormattedMessage, useIntl } from 'react-intl';
import type { FormOrigin } from '../../../machines/domain';
import { useSessionForm } from '../../app/hooks';
import {
  FormOutcomeBox,
  FormPasswordField,
  FormTextField,
  SubmitButton,
} from '../Account/FormFields';
import { useFormActor } from '../Account/useFormActor';
import * as styles from '../Account/forms.css';

/**
 * The login form, one actor for the page and the modal (machines/form.ts): e-mail and
 * password required; a failure says `nepavyko_prisijungti` and keeps both. Where the user goes
 * next is the app's and the routes' business, told by `origin`.
 */
export function LoginForm({ origin }: { origin: FormOrigin }) {
  const intl = useIntl();
  const form = useFormActor(useSessionForm('loginForm'), origin);
  return (
    <form {...form.formProps} className={styles.form}>
      <FormTextField
        form={form}
        field="username"
        label={intl.formatMessage({ id: 'el_pastas' })}
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
      <FormOutcomeBox form={form} />
      <SubmitButton form={form}>
        <FormattedMessage id="prisijungti" />
      </SubmitButton>
    </form>
  );
}
