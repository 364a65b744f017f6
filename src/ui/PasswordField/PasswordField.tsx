import { useState } from 'react';
import {
  FieldError,
  Input,
  Label,
  TextField as AriaTextField,
  ToggleButton,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import { EyeIcon, EyeOffIcon } from '../icons';
import * as fieldStyles from '../TextField/TextField.css';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'isInvalid' | 'type'
> {
  label: string;
  /** translated message; when present the field is invalid and says why */
  errorMessage?: string | undefined;
  /** `current-password` to sign in, `new-password` when choosing one (password managers) */
  autoComplete: 'current-password' | 'new-password';
}

/**
 * A password input with a show/hide toggle: a toggle button ("Show password", `aria-pressed`)
 * turns the input into plain text and back, so a long password can be checked before sending.
 * Like TextField, it only shows the error it is given and keeps what the user typed.
 */
export function PasswordField({
  label,
  errorMessage,
  isRequired,
  isDisabled,
  ...props
}: PasswordFieldProps) {
  const intl = useIntl();
  const [shown, setShown] = useState(false);
  return (
    <AriaTextField
      {...props}
      type={shown ? 'text' : 'password'}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={fieldStyles.field}
    >
      <Label className={fieldStyles.label}>
        {label}
        {isRequired ? (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      <div className={styles.control}>
        <Input
          className={`${fieldStyles.input} ${styles.input}`}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
        />
        <ToggleButton
          isSelected={shown}
          onChange={setShown}
          isDisabled={isDisabled}
          aria-label={intl.formatMessage({ id: 'rodyti_slaptazodi' })}
          className={styles.toggle}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </ToggleButton>
      </div>
      <FieldError className={fieldStyles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
