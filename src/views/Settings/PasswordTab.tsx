import { FormattedMessage, useIntl } from 'react-intl';
import { repeatEnabled } from '../../../machines/form';
import { useSessionForm, useUser } from '../../app/hooks';
import { Card } from '../../ui/Card/Card';
import { FormOutcomeBox, FormPasswordField, SubmitButton } from '../Account/FormFields';
import { useFormActor } from '../Account/useFormActor';
import * as styles from '../Account/forms.css';

/**
 * /nustatymai: change password (docs/rules.md §5): the current password, the new one and its
 * repeat, each at least 5 characters; the repeat stays disabled until the new password has a
 * value and is checked when it loses focus or the new password changes. The answer is
 * `pavyko_changepass` (the new token replaces the old one) or `nepavyko_changepass`.
 */
export function PasswordTab() {
  const intl = useIntl();
  const user = useUser();
  const form = useFormActor(useSessionForm('passwordForm'), 'page');
  return (
    <Card width="narrow">
      <form {...form.formProps} className={styles.form}>
        {/* whose password this is, for password managers to update the right entry */}
        <input
          type="email"
          name="username"
          autoComplete="username"
          value={user?.email ?? ''}
          readOnly
          hidden
        />
        <FormPasswordField
          form={form}
          field="oldPassword"
          label={intl.formatMessage({ id: 'dabartinis_slaptazodis' })}
          autoComplete="current-password"
          isRequired
        />
        <FormPasswordField
          form={form}
          field="password"
          label={intl.formatMessage({ id: 'naujas_slaptazodis' })}
          autoComplete="new-password"
          isRequired
        />
        <FormPasswordField
          form={form}
          field="reenteredPassword"
          label={intl.formatMessage({ id: 'pakartokite_nauja_slaptazodi' })}
          autoComplete="new-password"
          isRequired
          isDisabled={!repeatEnabled(form.values)}
        />
        <FormOutcomeBox form={form} />
        <SubmitButton form={form}>
          <FormattedMessage id="pakeisti_slaptazodi" />
        </SubmitButton>
      </form>
    </Card>
  );
}
