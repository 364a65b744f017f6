import { useIntl } from 'react-intl';
import { rangeProblem, type DateRange } from '../../../machines/rangeList';
import { DateRangePicker } from '../../ui/DateRangePicker/DateRangePicker';

/**
 * The lists' period (docs/rules.md §5 date ranges): a range picker that says, in the user's
 * language, why the dates typed are not read (an end before the start, an end past `latest`),
 * keeps them as typed, and sends only a good range.
 */
export function RangeField({
  value,
  onChange,
  latest,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
  /** the last day the list may reach, 'yyyy-MM-dd' (invoices: the server date) */
  latest?: string;
}) {
  const intl = useIntl();
  const validate = (typed: DateRange): string | null => {
    switch (rangeProblem(typed, latest)) {
      case 'endBeforeStart':
        return intl.formatMessage({ id: 'range_end_before_start' });
      case 'afterLatest':
        return intl.formatMessage({ id: 'range_after_latest' }, { date: latest ?? '' });
      case null:
        return null;
    }
  };
  return (
    <DateRangePicker
      label={intl.formatMessage({ id: 'list_period' })}
      value={value}
      maxValue={latest}
      validate={validate}
      onChange={onChange}
    />
  );
}
