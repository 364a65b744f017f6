import {
  FieldError,
  Input,
  Label,
  TextArea,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as styles from './TextField.css';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'isInvalid'> {
  label: string;
  /** translated message; when present the field is invalid and says why */
  errorMessage?: string | undefined;
  multiline?: boolean;
}

/**
 * A labelled text input. Validation belongs to the machines: the field only shows the message it
 * is given, and keeps what the user typed.
 */
export function TextField({
  label,
  errorMessage,
  multiline,
  isRequired,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>
        {label}
        {isRequired ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </Label>
      {multiline ? <TextArea className={styles.textarea} /> : <Input className={styles.input} />}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
