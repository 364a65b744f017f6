import { FormattedMessage, useIntl } from 'react-intl';
import { useSessionForm } from '../../app/hooks';
import { paths } from '../../app/paths';
import { Card } from '../../ui/Card/Card';
import { Link } from '../../ui/Link/Link';
import { FormOutcomeBox, FormTextField, SubmitButton } from '../Account/FormFields';
import { useFormActor } from '../Account/useFormActor';
import * as styles from '../Account/forms.css';
import { Page } from '../Page/Page';

/**
 * /priminti-slaptazodi (docs/rules.md §5, §8): an e-mail, required and well formed; the answer
 * is `sekminga_issiusta`, or `nrastiemail` when no account has that e-mail (the e-mail is kept).
 */
export default function LostPasswordPage() {
  const intl = useIntl();
  const form = useFormActor(useSessionForm('lostPasswordForm'), 'page');
  return (
    <Page title="lost_password_title">
      <Card width="narrow">
        <form {...form.formProps} className={styles.form}>
          <p className={styles.intro}>
            <FormattedMessage id="lost_password_intro" />
          </p>
          <FormTextField
            form={form}
            field="email"
            label={intl.formatMessage({ id: 'el_pastas' })}
            type="email"
            autoComplete="email"
            isRequired
          />
          <FormOutcomeBox form={form} />
          <SubmitButton form={form}>
            <FormattedMessage id="siusti_priminima" />
          </SubmitButton>
          <div className={styles.aside}>
            <Link href={paths.login}>
              <FormattedMessage id="grizti_i_prisijungima" />
            </Link>
          </div>
        </form>
      </Card>
    </Page>
  );
}
