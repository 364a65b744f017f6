/**
 * A price as the portal shows it (docs/rules.md §5, §9): comma decimal, two decimals, no thousands
 * separator, the euro sign after the value: 12.5 → "12,50 €".
 *
 * The board is the first screen that shows money; when the cart and balance land this belongs in
 * src/format/ beside the dates, shared by all three.
 */
export function formatPrice(euros: number): string {
  const fixed = (Math.round(euros * 100) / 100).toFixed(2);
  return `${fixed.replace('.', ',')} €`;
}
