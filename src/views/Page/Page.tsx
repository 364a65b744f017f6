import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from '../../app/intl-types';
import * as styles from './Page.css';

/** The document's title for a page: "Kortų užimtumas · Kortų rezervacija". */
export function documentTitle(page: string, site: string): string {
  return `${page} · ${site}`;
}

/** A page: its title is the document title and the first heading. */
export function Page({ title, children }: { title: MessageId; children: ReactNode }) {
  const intl = useIntl();
  const text = intl.formatMessage({ id: title });
  const site = intl.formatMessage({ id: 'app_title' });
  useEffect(() => {
    document.title = documentTitle(text, site);
  }, [text, site]);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{text}</h1>
      {children}
    </div>
  );
}

/** The muted opening paragraph of a page or card. */
export function Lead({ children }: { children: ReactNode }) {
  return <p className={styles.lead}>{children}</p>;
}
