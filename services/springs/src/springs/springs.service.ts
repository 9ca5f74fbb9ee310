import { Injectable } from '@nestjs/common';
import { type CachedBody, PremiumMembers } from '@hotsprings/service-kit';
import {
  MAX_NEARBY_SPRINGS,
  METERS_PER_MILE,
  type SpringJson,
  type SpringNearRouteSchema,
  type SpringSitemapEntryJson,
} from '@hotsprings/contracts';
import type { MessageInitShape } from '@bufbuild/protobuf';
import type { ListSpringsFilters } from './dto/list-springs.dto';
import { calendarKey } from './springs-list.sql';
import { SummaryRow, toSpringJson, toSummary, toSummaryJson } from './spring-rows';
import { SpringsCache } from './springs-cache.service';
import { SpringsRepository } from './springs.repository';
import { shownSummary } from '../summaries/shown-summary';

const serialize = (rows: SummaryRow[]) => JSON.stringify(rows.map(toSummaryJson));

@Injectable()
export class SpringsService {
  constructor(
    private readonly repository: SpringsRepository,
    private readonly cache: SpringsCache,
    private readonly premium: PremiumMembers,
  ) {}

  list(filters: ListSpringsFilters): Promise<CachedBody> {
    return this.cache.get(`list:${calendarKey(filters)}${JSON.stringify(filters)}`, async () =>
      serialize(await this.repository.list(filters)),
    );
  }

  /**
   * The springs within `miles` of a route line (a GeoJSON LineString), nearest first along it,
   * with their distance from the line and where along it they lie (a fraction of its length).
   */
  async nearRoute(
    line: string,
    miles: number,
  ): Promise<MessageInitShape<typeof SpringNearRouteSchema>[]> {
    const rows = await this.repository.nearRoute(line, miles * METERS_PER_MILE, MAX_NEARBY_SPRINGS);
    return rows.map((row) => ({
      spring: toSummary(row),
      distanceFromRouteMeters: row.distance_from_route_meters,
      alongRouteMeters: row.along_route_meters,
    }));
  }

  featured(): Promise<CachedBody> {
    return this.cache.get('featured', async () => serialize(await this.repository.featured()));
  }

  popular(): Promise<CachedBody> {
    return this.cache.get('popular', async () => serialize(await this.repository.popular()));
  }

  /** Every spring's page for the sitemap: its id and lastmod, cached as the lists are. */
  sitemap(): Promise<CachedBody> {
    return this.cache.get('sitemap', async () => {
      const rows = await this.repository.sitemap();
      const entries: SpringSitemapEntryJson[] = rows.map(({ id, updated_at }) => ({
        id,
        updated_at: updated_at.toISOString(),
      }));
      return JSON.stringify(entries);
    });
  }

  /**
   * The full spring; `userFavorite` is set when a caller is signed in. Its AI summary is whole
   * for premium members only.
   */
  async detail(id: number, userId?: string): Promise<SpringJson | undefined> {
    const row = await this.repository.findById(id, userId);
    if (!row) return undefined;
    const spring = toSpringJson(row, userId === undefined ? undefined : row.favorite_category);
    if (spring.ai_summary === null) return spring;
    const premium = userId !== undefined && (await this.premium.isPremium(userId));
    return { ...spring, ai_summary: shownSummary(spring.ai_summary, premium) };
  }
}
