import { FormattedMessage } from 'react-intl';
import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  selectDate,
  selectNextFreeDay,
  selectTodayOver,
  type boardMachine,
} from '../../../machines/board';
import { useLocale } from '../../app/hooks';
import { formatDayLine } from '../../format/dates';
import { ButtonLink } from '../../ui/Button/Button';
import { MessageBox } from '../../ui/MessageBox/MessageBox';
import * as boardStyles from './Board.css';
import * as styles from './TodayOver.css';
import { selectServerToday, todayOverWords } from './TodayOverWords';

/**
 * Late in the day, when not one slot of today's board can still be chosen (docs/rules.md §9 "Late
 * in the day"): says so, and offers the next day with free times the board machine found (the
 * next day while it looks, or when none was found). Over a day the server's clock has left
 * behind (a page left open past midnight) it says that day is over, not today, and names the
 * offered day from the server's new today (`todayOverWords`). Laid over the top of the board, so
 * its coming never moves the board.
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
  const shown = useSelector(board, selectDate);
  const serverToday = useSelector(board, selectServerToday);
  if (!over) return null;
  const words = todayOverWords(shown, serverToday, date);
  return (
    <div className={styles.anchor}>
      <div className={`${styles.card} ${boardStyles.todayOver}`} data-testid="today-over">
        <MessageBox tone="info">
          <FormattedMessage id={words.message} />
        </MessageBox>
        {searching ? (
          <p className={styles.searching} aria-busy="true">
            <FormattedMessage id="board_free_day_searching" />
          </p>
        ) : (
          <ButtonLink href={pathOf(date)} tone="secondary">
            <FormattedMessage
              id={words.link}
              values={{ day: formatDayLine(date, today, locale) }}
            />
          </ButtonLink>
        )}
      </div>
    </div>
  );
}
