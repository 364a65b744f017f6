import { FormattedMessage } from 'react-intl';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { selectNextFreeDay, selectTodayOver, type boardMachine } from '../../../machines/board';
import { useLocale } from '../../app/hooks';
import { formatDayLine, nextDay } from '../../format/dates';
import { ButtonLink } from '../../ui/Button/Button';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import * as boardStyles from './Board.css';
import * as styles from './TodayOver.css';

/**
 * Late in the day, when not one slot of today's board can still be chosen (docs/rules.md §9 "Late
 * in the day"): says so, and offers the next day with free times the board machine found (the
 * next day while it looks, or when none was found). Laid over the top of the board, so its coming
 * never moves the board.
 */
export function TodayOver({
  board,
  today,
  pathOf,
}: {
  board: ActorRefFrom<typeof boardMachine>;
  today: string;
  /** the board's address for a day */
  pathOf: (date: string) => string;
}) {
  const [locale] = useLocale();
  const over = useSelector(board, selectTodayOver);
  const { date, searching } = useSelector(board, selectNextFreeDay, shallowEqual);
  if (!over) return null;
  return (
    <div className={styles.anchor}>
      <div className={`${styles.card} ${boardStyles.todayOver}`} data-testid="today-over">
        <MessageBox tone="info">
          <FormattedMessage id="board_today_over" />
        </MessageBox>
        {searching ? (
          <p className={styles.searching} aria-busy="true">
            <FormattedMessage id="board_free_day_searching" />
          </p>
        ) : (
          <ButtonLink href={pathOf(date)} tone="secondary">
            {date === nextDay(today) ? (
              <FormattedMessage id="board_show_tomorrow" />
            ) : (
              <FormattedMessage
                id="board_show_free_day"
                values={{ day: formatDayLine(date, today, locale) }}
              />
            )}
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
