import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { selectDate, selectPlaceId, selectUnknownPlace } from '../../../machines/board';
import { useBoardActor, useLocale, usePlaces, useVenueOptions } from '../../app/hooks';
import { formatLongDate } from '../../format/dates';
import { Page } from '../Page/Page';
import { BoardGrid } from './BoardGrid';
import * as styles from './Board.css';

/**
 * Home and /rezervacija/{id}: venue tabs and the day board. Each tab is the venue's own address,
 * so a board can be shared and the back button returns to the previous venue.
 */
export function BoardPage({ placeParam }: { placeParam?: string }) {
  const intl = useIntl();
  const places = usePlaces();
  const [locale] = useLocale();
  const { workHours } = useVenueOptions();
  const board = useBoardActor();
  const [, navigate] = useLocation();
  const selected = useSelector(board, selectPlaceId);
  const date = useSelector(board, selectDate);
  const unknownPlace = useSelector(board, selectUnknownPlace);

  // The address says which venue (Home: none, so the board takes the first); an id that is not a
  // number can never match one.
  useEffect(() => {
    board.send(
      placeParam === undefined
        ? { type: 'place.selected' }
        : { type: 'place.selected', placeId: Number(placeParam) },
    );
  }, [placeParam, board]);

  const onTab = (key: Key) => {
    if (Number(key) !== selected) navigate(`/rezervacija/${String(key)}`);
  };

  return (
    <Page title="board_title">
      <div className={styles.layout}>
        <div className={styles.head}>
          <p className={styles.date}>
            <FormattedMessage id="board_date" values={{ date: formatLongDate(date, locale) }} />
          </p>
        </div>
        {selected !== null && !unknownPlace ? (
          <Tabs selectedKey={selected} onSelectionChange={onTab}>
            <TabList
              aria-label={intl.formatMessage({ id: 'board_venues' })}
              className={styles.tabList}
              items={places}
            >
              {(place) => (
                <Tab id={place.id} className={styles.tab}>
                  {place.name}
                </Tab>
              )}
            </TabList>
            <TabPanel id={selected} className={styles.panel}>
              <BoardGrid board={board} workHours={workHours} />
            </TabPanel>
          </Tabs>
        ) : (
          <>
            {/* an unknown venue id: the venues as plain links, and an empty board */}
            <nav aria-label={intl.formatMessage({ id: 'board_venues' })} className={styles.tabList}>
              {places.map((place) => (
                <Link key={place.id} href={`/rezervacija/${place.id}`} className={styles.tab}>
                  {place.name}
                </Link>
              ))}
            </nav>
            <BoardGrid board={board} workHours={workHours} />
          </>
        )}
      </div>
    </Page>
  );
}
