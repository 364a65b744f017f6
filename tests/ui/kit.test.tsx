import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'wouter';
import { IntlProvider } from 'react-intl';
import { Button } from '../../src/ui/Button/Button';
import { CalendarSkeleton } from '../../src/ui/Calendar/Calendar';
import { Link } from '../../src/ui/Link/Link';
import { Tab, TabList, TabPanel, Tabs } from '../../src/ui/Tabs/Tabs';
import { ToggleGroup, ToggleGroupItem } from '../../src/ui/ToggleGroup/ToggleGroup';

/**
 * The kit's controls: a button's press and its busy state, a link that opens in-app addresses
 * through the router and leaves the rest to the browser, and tabs that are links with roving
 * focus.
 */
beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('Button', () => {
  it('calls onPress on a click and on Enter', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Rezervuoti</Button>);
    const button = screen.getByRole('button', { name: 'Rezervuoti' });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(2);
  });

  it('while pending keeps focus and its name, says so, and neither presses nor submits', async () => {
    const onPress = vi.fn();
    const onSubmit = vi.fn((event: Event) => event.preventDefault());
    render(
      <form onSubmit={(event) => onSubmit(event.nativeEvent)}>
        <Button type="submit" isPending onPress={onPress}>
          Siųsti
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Siųsti' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-pending', 'true');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(button).toHaveFocus();
    expect(onPress).not.toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('is disabled for real when isDisabled', () => {
    render(<Button isDisabled>Toliau</Button>);
    expect(screen.getByRole('button', { name: 'Toliau' })).toBeDisabled();
  });
});

describe('Link', () => {
  it('opens an in-app address through the router, without a page load', async () => {
    render(<Link href="/balansas?x=1">Balansas</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'Balansas' }));
    expect(window.location.pathname + window.location.search).toBe('/balansas?x=1');
  });

  it('leaves a click with a modifier, and other sites, to the browser', () => {
    render(
      <>
        <Link href="/balansas">Balansas</Link>
        <Link href="tel:+37060000000">Skambinti</Link>
      </>,
    );
    const modified = fireEvent.click(screen.getByRole('link', { name: 'Balansas' }), {
      ctrlKey: true,
    });
    const phone = fireEvent.click(screen.getByRole('link', { name: 'Skambinti' }));
    // fireEvent returns false when a handler prevented the default (the browser's own opening)
    expect(modified).toBe(true);
    expect(phone).toBe(true);
    expect(window.location.pathname).toBe('/');
  });
});

describe('ToggleGroup', () => {
  it('a named group of toggle buttons that say which is on; a press asks for the other state', async () => {
    const onChange = vi.fn();
    render(
      <ToggleGroup label="Kalba">
        <ToggleGroupItem isSelected onChange={onChange} lang="lt">
          Lietuvių
        </ToggleGroupItem>
        <ToggleGroupItem isSelected={false} onChange={onChange} lang="en">
          English
        </ToggleGroupItem>
      </ToggleGroup>,
    );
    const group = screen.getByRole('group', { name: 'Kalba' });
    expect(group).toContainElement(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('button', { name: 'Lietuvių' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const english = screen.getByRole('button', { name: 'English' });
    expect(english).toHaveAttribute('aria-pressed', 'false');
    expect(english).toHaveAttribute('lang', 'en');
    english.focus();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(true);
  });
});

const PLACES = [
  { id: 1, name: 'Tenisas' },
  { id: 2, name: 'Badmintonas' },
  { id: 3, name: 'Skvošas' },
];

/** Venue tabs as the board has them: links, the address says which is selected. */
function VenueTabs() {
  const [path] = useLocation();
  const selected = Number(path.split('/')[2] ?? 1);
  return (
    <Tabs selectedKey={selected}>
      <TabList aria-label="Vietos" items={PLACES}>
        {(place) => (
          <Tab id={place.id} href={`/rezervacija/${place.id}`}>
            {place.name}
          </Tab>
        )}
      </TabList>
      <TabPanel id={selected}>
        <button type="button">Langelis {selected}</button>
      </TabPanel>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('puts only the selected tab in the tab order and names its panel by it', () => {
    render(<VenueTabs />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Tenisas' })).toBeInTheDocument();
  });

  it('arrow keys, Home and End open the neighbouring, first and last tab and move focus there', async () => {
    render(<VenueTabs />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Tenisas').focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(window.location.pathname).toBe('/rezervacija/2');
    expect(tab('Badmintonas')).toHaveFocus();
    expect(await screen.findByRole('tabpanel', { name: 'Badmintonas' })).toBeInTheDocument();
    await userEvent.keyboard('{End}');
    expect(window.location.pathname).toBe('/rezervacija/3');
    expect(tab('Skvošas')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(window.location.pathname).toBe('/rezervacija/1');
    await userEvent.keyboard('{Home}');
    expect(tab('Tenisas')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(window.location.pathname).toBe('/rezervacija/3');
  });

  it('a click on a tab opens its address through the router', async () => {
    render(<VenueTabs />);
    await userEvent.click(screen.getByRole('tab', { name: 'Skvošas' }));
    expect(window.location.pathname).toBe('/rezervacija/3');
  });
});

describe('CalendarSkeleton', () => {
  const heads = () =>
    Array.from(
      screen.getByTestId('calendar-skeleton').querySelectorAll('th'),
      (th) => th.textContent,
    );

  it('heads its columns Monday to Sunday in the language it is shown in, each time', () => {
    const { rerender } = render(
      <IntlProvider locale="lt-LT">
        <CalendarSkeleton />
      </IntlProvider>,
    );
    expect(heads()).toEqual(['P', 'A', 'T', 'K', 'P', 'Š', 'S']);
    rerender(
      <IntlProvider locale="en-GB">
        <CalendarSkeleton />
      </IntlProvider>,
    );
    expect(heads()).toEqual(['M', 'T', 'W', 'T', 'F', 'S', 'S']);
    rerender(
      <IntlProvider locale="lt-LT">
        <CalendarSkeleton />
      </IntlProvider>,
    );
    expect(heads()).toEqual(['P', 'A', 'T', 'K', 'P', 'Š', 'S']);
  });
});
