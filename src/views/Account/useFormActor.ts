/**
 * One account form as a view sees it (machines/form.ts): its values, its errors in the user's
 * language, whether it is sending, the outcome to show, and handlers that only send events.
 * The rules (what is valid, when a field is checked, what is kept after a failure) are the
 * machine's; the view renders them.
 */
import { useCallback, useEffect, useId, useState, type FormEvent as ReactFormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useSelector } from '@xstate/react';
import type { AnyActorRef } from 'xstate';
import type { FieldError, FormOrigin, FormOutcome, FormValues } from '../../../machines/domain';
import { MIN_PASSWORD, type FormContext, type FormEvent } from '../../../machines/form';
import type { MessageId } from '../../app/intl-types';

/** Any of the session's form actors (useSessionForm), seen through what a view needs. */
export type FormActor<V extends FormValues> = Pick<AnyActorRef, 'subscribe'> & {
  getSnapshot(): { context: FormContext<V>; hasTag(tag: 'busy'): boolean };
  send(event: FormEvent<V>): void;
};

/** docs/rules.md §5: what each field error says. */
const ERROR_TEXT: Record<FieldError, MessageId> = {
  required: 'privalomas_laukas',
  email: 'neteisingas_el_pastas',
  minLength: 'slaptazodis_per_trumpas',
  mismatch: 'slaptazodziai_nesutampa',
};

export interface FormView<V extends FormValues> {
  values: V;
  /** the field's error in the user's language, or undefined; `texts` overrides an error's text */
  errorOf: (
    field: keyof V & string,
    texts?: Partial<Record<FieldError, MessageId>>,
  ) => string | undefined;
  busy: boolean;
  outcome: FormOutcome | null;
  change: (field: keyof V & string, value: string | boolean) => void;
  blur: (field: keyof V & string) => void;
  /**
   * Spread on the <form>: its submit sends `form.submitted` from `origin`, the browser's own
   * validation stays out of the way, and after a rejected submit focus goes to the first field
   * that needs attention.
   */
  formProps: {
    id: string;
    noValidate: true;
    onSubmit: (event: ReactFormEvent) => void;
  };
}

export function useFormActor<V extends FormValues>(
  actor: FormActor<V>,
  origin: FormOrigin,
): FormView<V> {
  const intl = useIntl();
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));

  const id = useId();
  const [attempts, setAttempts] = useState(0);
  useEffect(() => {
    if (attempts === 0) return;
    document.getElementById(id)?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempts, id]);

  const errorOf = useCallback(
    (field: keyof V & string, texts: Partial<Record<FieldError, MessageId>> = {}) => {
      const error = errors[field];
      if (!error) return undefined;
      return intl.formatMessage({ id: texts[error] ?? ERROR_TEXT[error] }, { min: MIN_PASSWORD });
    },
    [errors, intl],
  );
  const change = useCallback(
    (field: keyof V & string, value: string | boolean) =>
      actor.send({ type: 'field.changed', field, value }),
    [actor],
  );
  const blur = useCallback(
    (field: keyof V & string) => actor.send({ type: 'field.blurred', field }),
    [actor],
  );
  const submit = useCallback(
    (event: ReactFormEvent) => {
      event.preventDefault();
      setAttempts((n) => n + 1);
      actor.send({ type: 'form.submitted', origin });
    },
    [actor, origin],
  );

  return {
    values,
    errorOf,
    busy,
    outcome,
    change,
    blur,
    formProps: { id, noValidate: true, onSubmit: submit },
  };
}
