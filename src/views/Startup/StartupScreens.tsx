import { useContext, useId } from 'react';
import { FormattedMessage, IntlContext, useIntl, type IntlShape } from 'react-intl';
import { useLocation } from 'wouter';
import type { FailureKind } from '../../../machines/domain';
import { AppActorContext, selectOptions, selectStartupFailure } from '../../app/hooks';
import { BOARD_PATH_SOURCE } from '../../app/paths';
import type { MessageId } from '../../app/intl-types';
import { Button } from '../../ui/Button/Button';
import { Card } from '../../ui/Card/Card';
import { Link } from '../../ui/Link/Link';
import { Skeleton } from '../../ui/Skeleton/Skeleton';
import { Spinner } from '../../ui/Spinner/Spinner';
import { VisuallyHidden } from '../../ui/VisuallyHidden/VisuallyHidden';
import { CourtIcon } from '../../ui/icons';
import { CalendarSkeleton } from '../../ui/Calendar/Calendar';
import * as tabs from '../../ui/Tabs/Tabs.css';
import * as board from '../Board/Board.css';
import { SkeletonGrid } from '../Board/SkeletonGrid';
import { SLOT_LABELS, type SlotLook } from '../Board/statusLabels';
import { telHref } from '../Layout/Header';
import { LanguageSwitch } from '../Layout/LanguageSwitch';
import { Page } from '../Page/Page';
import * as styles from './StartupScreens.css';

const BOARD_PATH = new RegExp(BOARD_PATH_SOURCE);

/**
 * The page while start-up runs, inside the layout's frame: on the board's addresses the board's
 * title and skeleton, as the build prerenders them into index.html; elsewhere an empty page (its
 * title is not known before its code runs) and a status for screen readers.
 */
export function StartupPage() {
  const [location] = useLocation();
  return BOARD_PATH.test(location) ? <BoardSkeleton /> : <StartupStatusOnly />;
}

function StartupStatusOnly() {
  return (
    <VisuallyHidden elementType="p" role="status">
      <FormattedMessage id="startup_loading" />
    </VisuallyHidden>
  );
}

const SKELETON_ROWS = 16;
/** as BoardGrid's Legend for someone signed in; the last two only keep their place (below) */
const LEGEND: SlotLook[] = ['free', 'fullsell', 'full', 'past', 'mycart', 'my'];

/**
 * The board page's shape before start-up has told the date and the venues: the real title and
 * legend, grey blocks where the date, the calendar's month, the venue tabs and the courts will
 * be, each as large as what replaces it (Board.css, Calendar.css and Tabs.css give both their
 * size), so nothing moves when the board comes.
 *
 * What a signed-in user's board has besides, the cart and the legend's last two looks, keeps its
 * place for a stored session only: the boot script marks <html data-session> before the first
 * paint (scripts/prerender.ts), and the styles make room under that mark. The room is empty (the
 * shell claims no session: a token that start-up then finds expired leaves a visitor's board,
 * drawn afresh in the skeleton's place).
 */
function BoardSkeleton() {
  const intl = useIntl();
  return (
    <Page title="board_title">
      <VisuallyHidden elementType="p" role="status">
        <FormattedMessage id="startup_loading" />
      </VisuallyHidden>
      <div className={board.layout} aria-hidden="true" data-testid="startup-skeleton">
        <div className={board.head}>
          <p className={board.date}>
            <Skeleton shape="text" className={styles.dateLine} />
          </p>
        </div>
        <div className={board.columns}>
          <div className={board.aside}>
            <div className={board.calendarCard}>
              <CalendarSkeleton />
            </div>
            <div className={styles.cartPlace} />
          </div>
          <div className={board.main}>
            <div className={tabs.tabs}>
              <div className={tabs.tabList}>
                <span className={`${tabs.tab} ${styles.tabPill}`} />
              </div>
              <div className={board.board}>
                <ul className={`${board.legend} ${styles.legend}`}>
                  {LEGEND.map((look) => (
                    <li key={look} className={board.legendItem}>
                      <span className={board.swatch[look]} />
                      {intl.formatMessage({ id: SLOT_LABELS[look] })}
                    </li>
                  ))}
                </ul>
                <div className={board.scroller}>
                  <SkeletonGrid rows={SKELETON_ROWS} />
                </div>
              </div>
            </div>
          </div>
        </div>
      </div>
    </Page>
  );
}

function BrandMark() {
  return (
    <span className={styles.brandMark}>
      <CourtIcon />
    </span>
  );
}

/**
 * While options, date, places and the session check are on their way: the brand and a status
 * that says what is happening (a polite live region, so a screen reader hears it once).
 *
 * It also stands in while the first catalog is on its way (IntlRoot's fallback); then there are
 * no words to show yet, only the mark and a busy status — for the moment the chunk takes.
 */
export function StartupLoading() {
  // react-intl's context is null outside an IntlProvider (its declared type says otherwise)
  const hasCatalog = (useContext(IntlContext) as IntlShape | null) !== null;
  return (
    <div className={styles.screen} data-testid="startup-loading">
      {hasCatalog ? (
        <StartupStatus />
      ) : (
        <>
          <BrandMark />
          <div role="status" aria-busy="true">
            <Spinner />
          </div>
        </>
      )}
    </div>
  );
}

function StartupStatus() {
  return (
    <>
      <h1 className={styles.brand}>
        <BrandMark />
        <FormattedMessage id="app_title" />
      </h1>
      <p role="status" className={styles.status}>
        <Spinner size="small" />
        <FormattedMessage id="startup_loading" />
      </p>
    </>
  );
}

const FAILURE_TEXT: Record<FailureKind, MessageId> = {
  connection: 'startup_failed_text',
  server: 'startup_failed_server',
  unreadable: 'startup_failed_unreadable',
  // a cancelled call never stops start-up; worded as the general case if it ever does
  cancelled: 'startup_failed_server',
};

/**
 * A failed start-up never leaves a blank page: it says what went wrong in the user's terms (a
 * connection problem is theirs to check, a server fault is not), offers to try again, the other
 * language, and the venue's phone when the site settings arrived before the failure.
 */
export function StartupFailed({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const failure = AppActorContext.useSelector(selectStartupFailure);
  const phone = AppActorContext.useSelector(selectOptions)?.phone ?? null;
  const titleId = useId();
  // the page's main landmark: it stands alone, without the layout's header and footer
  return (
    <main className={styles.screen}>
      <p className={styles.brand}>
        <BrandMark />
        <FormattedMessage id="app_title" />
      </p>
      <Card as="section" width="narrow" padding="lg" align="center" aria-labelledby={titleId}>
        <div className={styles.cardBody} role="alert">
          <h1 id={titleId} className={styles.title}>
            <FormattedMessage id="startup_failed_title" />
          </h1>
          <p className={styles.text} data-testid="startup-failure" data-kind={failure?.error}>
            <FormattedMessage id={FAILURE_TEXT[failure?.error ?? 'server']} />
          </p>
        </div>
        <Button onPress={onRetry}>
          <FormattedMessage id="bandyti_dar" />
        </Button>
        {phone ? (
          <p className={styles.call}>
            <Link href={telHref(phone)}>
              {intl.formatMessage({ id: 'startup_call' }, { phone })}
            </Link>
          </p>
        ) : null}
      </Card>
      <LanguageSwitch tone="onLight" />
    </main>
  );
}

/** A lazily loaded page on its way. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <div
      className={styles.pageLoading}
      role="status"
      aria-label={intl.formatMessage({ id: 'kraunama' })}
    >
      <Spinner />
    </div>
  );
}
