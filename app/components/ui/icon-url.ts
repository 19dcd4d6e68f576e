/** Where the icon of that name is served (lucide's icons and our own, as SVG files). */
export function iconUrl(iconName: string): string {
  return `/p/icons/${encodeURIComponent(iconName)}.svg`;
}
