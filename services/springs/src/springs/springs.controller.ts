import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { foundOr404, parseOr400, sendCachedJson } from '@hotsprings/service-kit';
import type { SpringJson } from '@hotsprings/contracts';
import type { Request, Response } from 'express';
import { Caller, OptionalCaller } from '../identity/caller.decorator';
import { listSpringsQuery } from './dto/list-springs.dto';
import { springIdParam } from './dto/spring-id.dto';
import { SpringsService } from './springs.service';

@Controller('api/springs')
export class SpringsController {
  constructor(private readonly springs: SpringsService) {}

  /** The map's request: cached per normalized query, pre-compressed, revalidated by ETag. */
  @Get()
  async list(@Query() query: unknown, @Req() req: Request, @Res() res: Response): Promise<void> {
    const filters = parseOr400(listSpringsQuery, query);
    await sendCachedJson(req, res, await this.springs.list(filters));
  }

  @Get('featured')
  async featured(@Req() req: Request, @Res() res: Response): Promise<void> {
    await sendCachedJson(req, res, await this.springs.featured());
  }

  @Get('popular')
  async popular(@Req() req: Request, @Res() res: Response): Promise<void> {
    await sendCachedJson(req, res, await this.springs.popular());
  }

  @Get(':id')
  async detail(@Param('id') id: string, @OptionalCaller() caller?: Caller): Promise<SpringJson> {
    const spring = await this.springs.detail(parseOr400(springIdParam, id), caller?.userId);
    return foundOr404(spring, 'Spring not found.');
  }
}
