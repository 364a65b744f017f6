/**
 * A court's width in a board of `room` pixels beside the time column: every court across it when
 * they fit at `narrowest` each; else as many whole courts as fit with half of the next beside
 * them, never a sliver at the edge that could be taken for the last court (docs/rules.md §2).
 */
export function courtWidth(room: number, courts: number, narrowest: number): number {
  if (courts <= 0 || room <= 0 || narrowest <= 0) return narrowest;
  if (courts * narrowest <= room) return room / courts;
  const whole = Math.max(1, Math.floor(room / narrowest - 0.5));
  return room / (whole + 0.5);
}
