import type { Locator, Page } from 'playwright-core';

/** Cluster bubbles and single pins inside a Leaflet map. */
export function mapPins(map: Locator) {
  return {
    clusters: map.locator('.marker-cluster'),
    markers: map.locator('.leaflet-marker-icon:not(.marker-cluster)'),
  };
}

/** The explore map's side panel: its filters and the list of springs inside the view. */
export function explorePanel(page: Page) {
  const panel = page.getByRole('complementary', { name: 'Map filters and springs' });
  const inView = panel.locator('section[aria-labelledby="map-in-view-heading"]');
  return {
    panel,
    inView,
    rows: inView.getByRole('listitem'),
    /** The number beside 'Springs in this area' (absent when the view is empty). */
    count: inView.getByRole('heading', { name: /Springs in this area/ }),
    empty: inView.getByText('Zoom/pan map to see springs in this area.'),
  };
}
