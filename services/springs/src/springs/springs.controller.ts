import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import {
  Caller,
  foundOr404,
  OptionalCaller,
  sendCachedJson,
  SpringIdPipe,
  ValidQuery,
} from '@hotsprings/service-kit';
import type { SpringJson } from '@hotsprings/contracts';
import type { Request, Response } from 'express';
import { ListSpringsFilters, listSpringsQuery } from './dto/list-springs.dto';
import { SpringsService } from './springs.service';

@Controller('api/springs')
export class SpringsController {
  constructor(private readonly springs: SpringsService) {}

  /** The map's request: cached per normalized query, pre-compressed, revalidated by ETag. */
  @Get()
  async list(
    @ValidQuery(listSpringsQuery) filters: ListSpringsFilters,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
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
  async detail(
    @Param('id', SpringIdPipe) id: number,
    @OptionalCaller() caller: Caller | null,
  ): Promise<SpringJson> {
    const spring = await this.springs.detail(id, caller?.id);
    return foundOr404(spring, 'Spring not found.');
  }
}
