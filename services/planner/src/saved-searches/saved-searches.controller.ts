import {
  ConflictException,
  Controller,
  Get,
  GoneException,
  Inject,
  NotFoundException,
  Param,
  Post,
} from '@nestjs/common';
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
  MembersOnly,
  ValidBody,
  ZodValidationPipe,
} from '@hotsprings/service-kit';
import { PLANNER_CONFIG, type PlannerConfig } from '../config/planner-config.schema';
import { saveSearchBody, type SaveSearchDto, savedSearchId } from './dto/save-search.dto';
import { SavedSearchesRepository } from './saved-searches.repository';

export const SEARCH_NOT_FOUND = 'Saved search not found.';
export const SEARCH_EXPIRED = (days: number) =>
  `This shared search has expired: a share link lasts ${days} days after it was last opened.`;
export const TOO_MANY_SHARE_LINKS = (links: number, days: number) =>
  `You have ${links} share links, the most a member may keep. Each expires ${days} days after it was last opened; try again then.`;

/**
 * Share links: any signed-in member opens a search another saved. A member keeps a bounded number
 * of live links, and a link not opened for a while expires.
 */
@ApiTags('Planner')
@Controller('api/planner/saved-searches')
@MembersOnly()
export class SavedSearchesController {
  constructor(
    private readonly searches: SavedSearchesRepository,
    @Inject(PLANNER_CONFIG) private readonly config: PlannerConfig,
  ) {}

  @Post()
  @ApiOperation({ summary: 'Keeps a planner search for a share link' })
  @ApiAnswer(201, SavedSearchCreatedSchema)
  @ApiError(409, 'The member already keeps SHARE_LINKS_PER_MEMBER live share links.')
  async save(
    @ValidBody(saveSearchBody) body: SaveSearchDto,
    @CurrentCaller() caller: Caller,
  ): Promise<SavedSearchCreatedJson> {
    const id = await this.searches.save(caller.id, body);
    if (id === undefined) {
      const { SHARE_LINKS_PER_MEMBER, SHARE_LINK_EXPIRY_DAYS } = this.config;
      throw new ConflictException(
        TOO_MANY_SHARE_LINKS(SHARE_LINKS_PER_MEMBER, SHARE_LINK_EXPIRY_DAYS),
      );
    }
    return { id };
  }

  @Get(':id')
  @ApiOperation({ summary: 'A search kept for a share link' })
  @ApiAnswer(200, SavedSearchSchema)
  @ApiError(400, 'A saved search id is 22 letters, digits, - or _.')
  @ApiError(404, SEARCH_NOT_FOUND)
  @ApiError(410, 'The link was not opened for SHARE_LINK_EXPIRY_DAYS days and has expired.')
  async get(
    @Param('id', new ZodValidationPipe(savedSearchId)) id: string,
  ): Promise<SavedSearchJson> {
    const search = await this.searches.open(id);
    if (!search) throw new NotFoundException(SEARCH_NOT_FOUND);
    if (search === 'expired')
      throw new GoneException(SEARCH_EXPIRED(this.config.SHARE_LINK_EXPIRY_DAYS));
    return search;
  }
}
