/** The route map's colours; its legend uses the same ones. */
export const ROUTE_COLORS = {
  route: '#2563eb',
  approximate: '#c84600',
  start: '#16a34a',
  end: '#dc2626',
  waypoint: '#c84600',
  spring: '#0f766e',
} as const;
