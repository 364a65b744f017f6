import {
  Button,
  FieldError,
  Group,
  Input,
  Label,
  Text,
  TextField,
  type InputProps,
} from 'react-aria-components';
import { error as errorClass, label as labelClass } from '../TextField/TextField.css';
import * as styles from './StepperField.css';

export interface StepperFieldProps {
  label: string;
  /** what may be typed (the limits), under the field */
  description: string;
  /** translated message; when present the field is invalid and says why */
  errorMessage: string | null;
  /** the text as typed: the machine reads it, nothing here parses it */
  value: string;
  onChange: (text: string) => void;
  isDisabled?: boolean;
  /** the step buttons only (the text stays editable) */
  isStepDisabled?: boolean;
  /** the step buttons' names: "less", "more" */
  stepLabels: { decrease: string; increase: string };
  /** a step button held down (pointer, Space or Enter) */
  onStepStart: (direction: 1 | -1) => void;
  /** and let go: the caller stops its repeat */
  onStepEnd: () => void;
  inputMode?: InputProps['inputMode'];
}

/**
 * A text field with − and + beside it that step the value while held (react-aria's TextField, its
 * Group and two Buttons). The field keeps what was typed; validation belongs to the machine, and
 * the field shows the message it is given.
 */
export function StepperField({
  label,
  description,
  errorMessage,
  value,
  onChange,
  isDisabled = false,
  isStepDisabled = false,
  stepLabels,
  onStepStart,
  onStepEnd,
  inputMode,
}: StepperFieldProps) {
  const step = (direction: 1 | -1) => ({
    onPressStart: () => onStepStart(direction),
    onPressEnd: onStepEnd,
    isDisabled: isDisabled || isStepDisabled,
    className: styles.step,
    'aria-label': direction === 1 ? stepLabels.increase : stepLabels.decrease,
  });
  return (
    <TextField
      value={value}
      onChange={onChange}
      isInvalid={errorMessage !== null}
      isDisabled={isDisabled}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={labelClass}>{label}</Label>
      <Group className={styles.group}>
        <Button {...step(-1)}>−</Button>
        <Input className={styles.input} inputMode={inputMode} autoComplete="off" />
        <Button {...step(1)}>+</Button>
      </Group>
      <Text slot="description" className={styles.hint}>
        {description}
      </Text>
      <FieldError className={errorClass}>{errorMessage}</FieldError>
    </TextField>
  );
}
