/** The form machine's model paths (./graph.ts); its rules are in form.test.ts. */
import { passwordFormMachine } from '../../machines/form';
import { describeModelPaths, type ModelEvent } from './graph';

// The form machine's states and transitions, walked on one of its instances (they share one chart).
const events: ModelEvent<typeof passwordFormMachine>[] = [
  { type: 'field.changed', field: 'oldPassword', value: 'secret1' },
  { type: 'field.changed', field: 'password', value: 'secret2' },
  { type: 'field.changed', field: 'reenteredPassword', value: 'secret2' },
  { type: 'field.changed', field: 'reenteredPassword', value: 'other' },
  { type: 'field.blurred', field: 'reenteredPassword' },
  { type: 'field.blurred', field: 'oldPassword' },
  { type: 'form.submitted' },
  { type: 'form.failed', message: 'nepavyko_changepass' },
  { type: 'form.succeeded', message: 'pavyko_changepass' },
  { type: 'form.reset' },
];
describeModelPaths(passwordFormMachine, { events, asChild: true });
