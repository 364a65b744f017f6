/**
 * Money as the portal shows it (docs/rules.md §5 "Showing money", §9 "Money"): euros, two
 * decimals, the euro sign after the value.
 */

/**
 * A price: comma decimal, two decimals, no thousands separator, the euro sign after the value:
 * 12.5 → "12,50 €", 1234.5 → "1234,50 €". Rounded to the cent.
 */
export function formatPrice(euros: number): string {
  const cents = Math.round(euros * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${sign}${whole},${rest} €`;
}

/**
 * Made when first needed, not as the module loads: making a formatter costs more than using it,
 * and a module's evaluation is part of the first load.
 */
let lithuanianEuro: Intl.NumberFormat | undefined;

/**
 * The top-up amount in Lithuanian number format (docs/rules.md §5: "the top-up amount is shown in
 * Lithuanian number format"), whatever the UI language: 1000.5 → "1 000,50 €" (the platform's
 * lt-LT grouping, a no-break space, from four digits on) — the same in both languages, so the
 * confirmation names the sum exactly as the bank will.
 */
export function formatTopUpAmount(euros: number): string {
  lithuanianEuro ??= new Intl.NumberFormat('lt-LT', {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return lithuanianEuro.format(euros);
}
