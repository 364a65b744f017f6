import { useId, type ReactNode } from 'react';
import type { FormValues } from '../../../machines/domain';
import type { MessageId } from '../../app/intl-types';
import { Checkbox } from '../../ui/Checkbox/Checkbox';
import type { FormView } from './useFormActor';
import * as styles from './forms.css';

/** A checkbox field; its error sits under it and is read out with it. */
export function FormCheckbox<V extends FormValues>({
  form,
  field,
  children,
  description,
  isRequired,
  requiredText,
}: {
  form: FormView<V>;
  field: keyof V & string;
  children: ReactNode;
  description?: ReactNode;
  isRequired?: boolean;
  /** what a missing tick says (instead of "required") */
  requiredText?: MessageId;
}) {
  const errorId = useId();
  const error = form.errorOf(field, requiredText ? { required: requiredText } : {});
  return (
    <div className={styles.checkbox}>
      <Checkbox
        name={field}
        isSelected={form.values[field] === true}
        onChange={(on) => form.change(field, on)}
        isReadOnly={form.busy}
        isRequired={isRequired}
        isInvalid={Boolean(error)}
        validationBehavior="aria"
        aria-describedby={error ? errorId : undefined}
        description={description}
      >
        {children}
      </Checkbox>
      {error ? (
        <p id={errorId} className={styles.checkboxError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
