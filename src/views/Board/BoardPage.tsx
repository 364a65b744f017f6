import { useLayoutEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Link } from '../../ui/Link/Link';
import { useSelector } from '@xstate/react';
import { selectDate, selectPlaceId, selectUnknownPlace } from '../../../machines/board';
import { useBoardActor, useLocale, usePlaces, useVenueOptions } from '../../app/hooks';
import { formatLongDate } from '../../format/dates';
import { Tab, TabList, TabPanel, Tabs } from '../../ui/Tabs/Tabs';
import { Page } from '../Page/Page';
import { BoardGrid } from './BoardGrid';
import * as styles from './Board.css';

const venuePath = (id: number | string) => `/rezervacija/${String(id)}`;

/**
 * Home and /rezervacija/{id}: venue tabs and the day board. Each tab is a link to the venue's own
 * address, so a board can be shared and the back button returns to the previous venue; the
 * address says which venue, and the board machine says whether it is one.
 *
 * Arrow keys, Home and End move between the venues and keep focus on the tab (the layout leaves
 * focus where it is when a route change comes from a tab list inside the page).
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
  // number can never match one. Before the first paint, so the previous venue never flashes.
  useLayoutEffect(() => {
    board.send(
      placeParam === undefined
        ? { type: 'place.selected' }
        : { type: 'place.selected', placeId: Number(placeParam) },
    );
  }, [placeParam, board]);

  const placeName = places.find((place) => place.id === selected)?.name ?? '';

  return (
    <Page title="board_title">
      <div className={styles.layout}>
        <div className={styles.head}>
          <p className={styles.date}>
            <FormattedMessage id="board_date" values={{ date: formatLongDate(date, locale) }} />
          </p>
        </div>
        {unknownPlace ? (
          <>
            {/* an unknown venue id: the venues as plain links, and an empty board */}
            <nav
              aria-label={intl.formatMessage({ id: 'board_venues' })}
              className={styles.venueLinks}
            >
              {places.map((place) => (
                <Link key={place.id} href={venuePath(place.id)} tone="pill">
                  {place.name}
                </Link>
              ))}
            </nav>
            <p className={styles.date}>
              <FormattedMessage id="board_unknown_place" />
            </p>
          </>
        ) : selected === null ? null : (
          <Tabs
            selectedKey={selected}
            // Arrows open a link tab through the router; Home/End (and clicks on the selected
            // tab) report a selection instead.
            onSelectionChange={(key) => {
              if (key !== selected) navigate(venuePath(key));
            }}
          >
            <TabList aria-label={intl.formatMessage({ id: 'board_venues' })} items={places}>
              {(place) => (
                <Tab id={place.id} href={venuePath(place.id)}>
                  {place.name}
                </Tab>
              )}
            </TabList>
            <TabPanel id={selected}>
              <BoardGrid board={board} workHours={workHours} placeName={placeName} />
            </TabPanel>
          </Tabs>
        )}
      </div>
    </Page>
  );
}
