import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import {
  ApiAnswer,
  ApiError,
  CachedBody,
  Caller,
  foundOr404,
  type HttpRequest,
  type HttpResponse,
  OptionalCaller,
  sendCachedJson,
  sendJson,
  SPRING_NOT_FOUND,
  SpringIdPipe,
  ValidQuery,
} from '@hotsprings/service-kit';
import {
  SpringSchema,
  SpringSearchResultSchema,
  SpringSitemapEntrySchema,
  SpringSummarySchema,
} from '@hotsprings/contracts';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ListSpringsFilters, listSpringsQuery } from './dto/list-springs.dto';
import { SearchSpringsQuery, searchSpringsQuery } from './dto/search-springs.dto';
import { SAFETY_DESCRIPTION } from '../safety/safety-description';
import { SpringSearchService } from './spring-search.service';
import { SpringsService } from './springs.service';

const UNCHANGED = {
  status: 304,
  description: 'Unchanged since the ETag sent in If-None-Match.',
} as const;

@ApiTags('Springs')
@Controller('api/springs')
export class SpringsController {
  constructor(
    private readonly springs: SpringsService,
    private readonly searches: SpringSearchService,
  ) {}

  /** The map's request: cached per normalized query, pre-compressed, revalidated by ETag. */
  @Get()
  @ApiOperation({ summary: 'Springs for the map: every spring, or those the filters keep' })
  @ApiAnswer(200, SpringSummarySchema, { list: true })
  @ApiResponse(UNCHANGED)
  async list(
    @ValidQuery(listSpringsQuery) filters: ListSpringsFilters,
    @Req() req: HttpRequest,
    @Res() res: HttpResponse,
  ): Promise<void> {
    await sendCachedJson(req, res, await this.springs.list(filters));
  }

  /**
   * The site's search: a spring's name and/or a place ("Boise", "Idaho", "springs near Boise",
   * "near me" with `near`), each spring with its distance; cached as the list is.
   */
  @Get('search')
  @ApiOperation({
    summary: 'Springs by name or place, nearest first, with distance_mi and the place understood',
  })
  @ApiAnswer(200, SpringSearchResultSchema)
  @ApiResponse(UNCHANGED)
  async search(
    @ValidQuery(searchSpringsQuery) query: SearchSpringsQuery,
    @Req() req: HttpRequest,
    @Res() res: HttpResponse,
  ): Promise<void> {
    await sendCachedJson(req, res, await this.searches.search(query));
  }

  @Get('featured')
  @ApiOperation({ summary: 'Springs featured on the home page' })
  @ApiAnswer(200, SpringSummarySchema, { list: true })
  @ApiResponse(UNCHANGED)
  async featured(@Req() req: HttpRequest, @Res() res: HttpResponse): Promise<void> {
    await sendCachedJson(req, res, await this.springs.featured());
  }

  @Get('popular')
  @ApiOperation({ summary: 'The best-rated springs' })
  @ApiAnswer(200, SpringSummarySchema, { list: true })
  @ApiResponse(UNCHANGED)
  async popular(@Req() req: HttpRequest, @Res() res: HttpResponse): Promise<void> {
    await sendCachedJson(req, res, await this.springs.popular());
  }

  /** What the gateway's /sitemap.xml lists: every spring's page, with when its data changed. */
  @Get('sitemap')
  @ApiOperation({ summary: "Every spring's id and updated_at, for the site's sitemap" })
  @ApiAnswer(200, SpringSitemapEntrySchema, { list: true })
  @ApiResponse(UNCHANGED)
  async sitemap(@Req() req: HttpRequest, @Res() res: HttpResponse): Promise<void> {
    await sendCachedJson(req, res, await this.springs.sitemap());
  }

  /**
   * A spring's page. Anonymous visitors all get the same answer, cacheable as the list is (and
   * varying by Cookie, so no cache hands it to a member); a member's carries their `userFavorite`
   * and stays private.
   */
  @Get(':id')
  @ApiOperation({
    summary: "A spring's page with its safety advice and sources; `userFavorite` is the caller's",
    description: SAFETY_DESCRIPTION,
  })
  @ApiAnswer(200, SpringSchema)
  @ApiResponse(UNCHANGED)
  @ApiError(400, 'Spring id must be a positive whole number.')
  @ApiError(404, SPRING_NOT_FOUND)
  async detail(
    @Param('id', SpringIdPipe) id: number,
    @OptionalCaller() caller: Caller | null,
    @Req() req: HttpRequest,
    @Res() res: HttpResponse,
  ): Promise<void> {
    const spring = foundOr404(await this.springs.detail(id, caller?.id), SPRING_NOT_FOUND);
    if (caller) {
      sendJson(res, 200, spring);
      return;
    }
    res.header('Vary', 'Cookie');
    await sendCachedJson(req, res, new CachedBody(Buffer.from(JSON.stringify(spring))));
  }
}
