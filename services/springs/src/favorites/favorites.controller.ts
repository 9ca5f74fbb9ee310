import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { parseOr400 } from '@hotsprings/service-kit';
import { Caller, OptionalCaller, RequiredCaller } from '../identity/caller.decorator';
import { springIdParam } from '../springs/dto/spring-id.dto';
import { saveFavoriteBody, usernameParam } from './dto/save-favorite.dto';
import { FavoritesService } from './favorites.service';

@Controller('api')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Post('springs/:id/favorite')
  @HttpCode(200)
  save(
    @Param('id') id: string,
    @Body() body: unknown,
    @RequiredCaller() caller: Caller,
  ): Promise<{ category: string }> {
    const springId = parseOr400(springIdParam, id);
    return this.favorites.save(caller, springId, parseOr400(saveFavoriteBody, body ?? {}).category);
  }

  @Delete('springs/:id/favorite')
  @HttpCode(204)
  async remove(@Param('id') id: string, @RequiredCaller() caller: Caller): Promise<void> {
    await this.favorites.remove(caller, parseOr400(springIdParam, id));
  }

  @Get('users/:username/favorites')
  list(@Param('username') username: string, @OptionalCaller() caller?: Caller) {
    return this.favorites.listFor(parseOr400(usernameParam, username), caller);
  }
}
