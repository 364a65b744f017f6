import { render, screen } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { IntlRoot } from '../../src/app/IntlRoot';
import type { Catalog } from '../../src/app/catalogs';

/**
 * src/app/IntlRoot.tsx gives react-intl's context with messages alone (not react-intl's own
 * provider): what the views ask of it works as it did, and what it leaves out says so.
 */
const catalog = (messages: Record<string, string>) =>
  ({ locale: 'lt', messages: messages as Catalog }) as const;

describe('IntlRoot', () => {
  it('draws a message with rich text, its parts keyed as react-intl keys them', () => {
    const logged = vi.spyOn(console, 'error');
    render(
      <IntlRoot
        initial={catalog({ cart_item_when: '{date}, <range>{from}–{till}</range>' })}
        locale="lt"
        fallback={null}
      >
        <p data-testid="when">
          <FormattedMessage
            id="cart_item_when"
            values={{
              date: '2026-11-21',
              from: '10:00',
              till: '11:00',
              range: (chunks) => <b>{chunks}</b>,
            }}
          />
        </p>
      </IntlRoot>,
    );
    expect(screen.getByTestId('when').innerHTML).toBe('2026-11-21, <b>10:00–11:00</b>');
    expect(logged).not.toHaveBeenCalled();
  });

  it('formats plurals and numbers inside a message', () => {
    function Count() {
      return <p>{useIntl().formatMessage({ id: 'cart_bar_items' }, { count: 3 })}</p>;
    }
    render(
      <IntlRoot
        initial={catalog({
          cart_bar_items: '{count, plural, one {# laikas} few {# laikai} other {# laikų}}',
        })}
        locale="lt"
        fallback={null}
      >
        <Count />
      </IntlRoot>,
    );
    expect(screen.getByText('3 laikai')).toBeInTheDocument();
  });

  it('formats nothing but messages: a number asked of it says where numbers are formatted', () => {
    function Price() {
      return <p>{useIntl().formatNumber(3)}</p>;
    }
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <IntlRoot initial={catalog({})} locale="lt" fallback={null}>
          <Price />
        </IntlRoot>,
      ),
    ).toThrow(/src\/format/);
  });
});
