import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { Link, useLocation } from 'wouter';
import { useActorRef, useSelector } from '@xstate/react';
import { useLocale, usePlaces, usePortalLogic, useVenueOptions, useToday } from '../../app/hooks';
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
  const today = useToday();
  const [locale] = useLocale();
  const { workHours } = useVenueOptions();
  const logic = usePortalLogic();
  const [, navigate] = useLocation();

  // Home uses the first venue; an id that is not a number can never match one.
  const placeId = placeParam === undefined ? places[0]?.id : Number(placeParam);
  const board = useActorRef(logic.board, {
    input: { places, today, ...(placeId === undefined ? {} : { placeId }) },
  });
  const selected = useSelector(board, (s) => s.context.placeId);
  const date = useSelector(board, (s) => s.context.date);

  useEffect(() => {
    if (placeId !== undefined && placeId !== board.getSnapshot().context.placeId) {
      board.send({ type: 'place.selected', placeId });
    }
  }, [placeId, board]);

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
        {selected !== null && places.some((p) => p.id === selected) ? (
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
