/**
 * Money as the portal shows it (docs/rules.md §5, §9): comma decimal, two decimals, no thousands
 * separator, euro sign after the value: 1234.5 → "1234,50 €".
 */
export function formatMoney(euros: number): string {
  const fixed = (Math.round(euros * 100) / 100).toFixed(2);
  return `${fixed.replace('.', ',')} €`;
}
