import type { RefObject } from 'react';
import { useIntl } from 'react-intl';
import { CalendarMonth } from '../../ui/Calendar/CalendarMonth';
import { PopoverDialog } from '../../ui/Popover/PopoverDialog';

/**
 * The full month calendar over a phone's board, opened from the date strip's calendar button
 * (BoardPage): the same calendar, and the same choice, as the wide screen's left column; a day
 * chosen closes it. A chunk of its own, fetched on the first press.
 */
export default function CalendarPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  value,
  minValue,
  onChange,
}: {
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  value: string;
  minValue: string;
  onChange: (date: string) => void;
}) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'board_calendar' });
  return (
    <PopoverDialog
      title={title}
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
    >
      <CalendarMonth
        aria-label={title}
        value={value}
        minValue={minValue}
        onChange={(date) => {
          onOpenChange(false);
          onChange(date);
        }}
      />
    </PopoverDialog>
  );
}
