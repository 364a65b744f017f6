import {
  Popover as AriaPopover,
  composeRenderProps,
  type PopoverProps as AriaPopoverProps,
} from 'react-aria-components';
import * as styles from './Popover.css';

export type PopoverProps = AriaPopoverProps;

/**
 * A react-aria Popover: placed next to its trigger and kept inside the viewport, closed by
 * Escape and by a press outside, with focus returned to the trigger. Unless `isNonModal`, the
 * page behind is inert while it is open, so Tab cannot walk out of it.
 */
export function Popover({ className, offset = 6, ...props }: PopoverProps) {
  return (
    <AriaPopover
      offset={offset}
      {...props}
      className={composeRenderProps(className, (cls) =>
        [styles.popover, cls].filter(Boolean).join(' '),
      )}
    />
  );
}
