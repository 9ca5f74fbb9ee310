import type { SavedFavoriteJson } from '@hotsprings/contracts';
import { Controller, Delete, Get, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import {
  Caller,
  CurrentCaller,
  OptionalCaller,
  SignedInGuard,
  SpringIdPipe,
  UsernamePipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { SaveFavoriteDto, saveFavoriteBody } from './dto/save-favorite.dto';
import { FavoritesService } from './favorites.service';

@Controller('api')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Post('springs/:id/favorite')
  @HttpCode(200)
  @UseGuards(SignedInGuard)
  save(
    @Param('id', SpringIdPipe) springId: number,
    @ValidBody(saveFavoriteBody) { category }: SaveFavoriteDto,
    @CurrentCaller() caller: Caller,
  ): Promise<SavedFavoriteJson> {
    return this.favorites.save(caller, springId, category);
  }

  @Delete('springs/:id/favorite')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  async remove(
    @Param('id', SpringIdPipe) springId: number,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    await this.favorites.remove(caller, springId);
  }

  @Get('users/:username/favorites')
  list(@Param('username', UsernamePipe) username: string, @OptionalCaller() caller: Caller | null) {
    return this.favorites.listFor(username, caller);
  }
}
