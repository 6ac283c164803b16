/** The unread cap from the spec: counts above it show as '99+'. */
export const BADGE_MAX = 99;

/** Formats a count for a badge: '0'…'99', then '99+'. */
export function formatCount(count: number, max = BADGE_MAX): string {
  const whole = Math.max(0, Math.floor(count));
  return whole > max ? `${max}+` : String(whole);
}
