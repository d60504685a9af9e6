/**
 * An amount as money in its currency ("$28,711.60", "€1.250,50" in a German browser): the one way the web
 * app shows amounts, so a figure never appears without its currency.
 */
export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency }).format(amount);
}
