import { Controller, Get, NotFoundException, Param, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SavedSearchCreatedSchema,
  SavedSearchSchema,
  type SavedSearchCreatedJson,
  type SavedSearchJson,
} from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  type Caller,
  CurrentCaller,
  NOT_SIGNED_IN,
  SignedInGuard,
  ValidBody,
  ZodValidationPipe,
} from '@hotsprings/service-kit';
import { saveSearchBody, type SaveSearchDto, savedSearchId } from './dto/save-search.dto';
import { SavedSearchesRepository } from './saved-searches.repository';

export const SEARCH_NOT_FOUND = 'Saved search not found.';

/** Share links: any signed-in member opens a search another saved. */
@ApiTags('Planner')
@Controller('api/planner/saved-searches')
@UseGuards(SignedInGuard)
export class SavedSearchesController {
  constructor(private readonly searches: SavedSearchesRepository) {}

  @Post()
  @ApiOperation({ summary: 'Keeps a planner search for a share link' })
  @ApiAnswer(201, SavedSearchCreatedSchema)
  @ApiError(401, NOT_SIGNED_IN)
  async save(
    @ValidBody(saveSearchBody) body: SaveSearchDto,
    @CurrentCaller() caller: Caller,
  ): Promise<SavedSearchCreatedJson> {
    return { id: await this.searches.save(caller.id, body) };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A search kept for a share link' })
  @ApiAnswer(200, SavedSearchSchema)
  @ApiError(400, 'A saved search id is 22 letters, digits, - or _.')
  @ApiError(401, NOT_SIGNED_IN)
  @ApiError(404, SEARCH_NOT_FOUND)
  async get(
    @Param('id', new ZodValidationPipe(savedSearchId)) id: string,
  ): Promise<SavedSearchJson> {
    const search = await this.searches.find(id);
    if (!search) throw new NotFoundException(SEARCH_NOT_FOUND);
    return search;
  }
}
