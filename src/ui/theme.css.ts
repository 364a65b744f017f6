import { createGlobalTheme } from '@vanilla-extract/css';

/**
 * The one theme contract. Colours are chosen for AA contrast on white; the board's slot colours
 * carry a text label too, so colour is never the only signal.
 */
export const vars = createGlobalTheme(':root', {
  color: {
    bg: '#f4f6f5',
    surface: '#ffffff',
    surfaceMuted: '#eef2f0',
    text: '#17201b',
    textMuted: '#4d5a53',
    border: '#d5ddd8',
    primary: '#0b6b3a',
    primaryHover: '#085a30',
    primaryText: '#ffffff',
    primarySoft: '#e3f2e9',
    accent: '#f2b705',
    danger: '#b3261e',
    dangerSoft: '#fbe9e7',
    dangerStrong: '#7a1a14',
    success: '#1e6b34',
    successSoft: '#e6f4ea',
    successStrong: '#124d24',
    focus: '#1a73e8',
    headerBg: '#0d2b1b',
    /** the thin user bar above the header, a shade darker */
    headerBgDeep: '#081a10',
    headerText: '#f0f5f2',
    /** hover, pressed and outline washes on the dark header */
    onDarkHover: 'rgba(255, 255, 255, 0.12)',
    onDarkPressed: 'rgba(255, 255, 255, 0.2)',
    onDarkBorder: 'rgba(255, 255, 255, 0.35)',
    /** hover wash for ghost controls on any background */
    ghostHover: 'rgba(127, 127, 127, 0.14)',
    dangerText: '#ffffff',
    slotFree: '#e3f2e9',
    slotFreeText: '#0b5a30',
    slotFull: '#e4e7e5',
    slotFullText: '#5b6660',
    slotSale: '#fff4d1',
    slotSaleText: '#7a5400',
    slotMine: '#dbe8fb',
    slotMineText: '#174ea6',
    slotCart: '#efe1fa',
    slotCartText: '#6a1b9a',
    overlay: 'rgba(10, 20, 15, 0.5)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.25rem',
    xl: '1.625rem',
  },
  space: {
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '40px',
  },
  radius: {
    sm: '6px',
    md: '10px',
    lg: '16px',
    pill: '999px',
  },
  shadow: {
    card: '0 1px 2px rgba(16, 40, 28, 0.06), 0 2px 8px rgba(16, 40, 28, 0.06)',
    raised: '0 8px 28px rgba(16, 40, 28, 0.18)',
    header: '0 2px 10px rgba(0, 0, 0, 0.18)',
  },
  z: {
    header: '50',
    menu: '900',
    panel: '950',
    modal: '1000',
    toast: '1100',
  },
  layout: {
    maxWidth: '1200px',
    headerHeight: '64px',
  },
});

export const breakpoints = {
  /** phones narrower than the common 360 px (320 px is the width WCAG's reflow asks for) */
  narrowPhone: 'screen and (max-width: 359px)',
  /** narrower than a tablet: a phone, where the board comes first */
  phone: 'screen and (max-width: 719px)',
  tablet: 'screen and (min-width: 720px)',
  desktop: 'screen and (min-width: 1024px)',
} as const;
