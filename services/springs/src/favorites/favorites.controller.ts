import {
  FavoriteEntrySchema,
  SavedFavoriteSchema,
  type FavoriteEntryJson,
  type SavedFavoriteJson,
} from '@hotsprings/contracts';
import { Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CurrentCaller,
  MembersOnly,
  OptionalCaller,
  SPRING_NOT_FOUND,
  SpringIdPipe,
  UsernamePipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { SaveFavoriteDto, saveFavoriteBody } from './dto/save-favorite.dto';
import { FavoritesService } from './favorites.service';

@ApiTags('Favorites')
@Controller('api')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Post('springs/:id/favorite')
  @HttpCode(200)
  @MembersOnly()
  @ApiOperation({ summary: "Files a spring under the caller's Visited or Bucket List" })
  @ApiAnswer(200, SavedFavoriteSchema)
  @ApiError(404, SPRING_NOT_FOUND)
  save(
    @Param('id', SpringIdPipe) springId: number,
    @ValidBody(saveFavoriteBody) { category }: SaveFavoriteDto,
    @CurrentCaller() caller: Caller,
  ): Promise<SavedFavoriteJson> {
    return this.favorites.save(caller, springId, category);
  }

  @Delete('springs/:id/favorite')
  @HttpCode(204)
  @MembersOnly()
  @ApiOperation({ summary: "Takes a spring off the caller's lists" })
  @ApiResponse({ status: 204, description: 'Removed, or was not saved.' })
  async remove(
    @Param('id', SpringIdPipe) springId: number,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    await this.favorites.remove(caller, springId);
  }

  @Get('users/:username/favorites')
  @ApiOperation({ summary: "A member's Visited list, and to the member also their Bucket List" })
  @ApiAnswer(200, FavoriteEntrySchema, { list: true })
  list(
    @Param('username', UsernamePipe) username: string,
    @OptionalCaller() caller: Caller | null,
  ): Promise<FavoriteEntryJson[]> {
    return this.favorites.listFor(username, caller);
  }
}
