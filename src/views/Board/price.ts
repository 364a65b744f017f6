/**
 * Prices moved to src/format/money.ts, shared by the board, the cart, the header and the account
 * pages. This re-export stays while views still being written import it from here; new code
 * imports src/format/money.ts.
 */
export { formatPrice } from '../../format/money';
