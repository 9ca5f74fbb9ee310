import { Injectable, NotFoundException } from '@nestjs/common';
import { type Caller, SPRING_NOT_FOUND } from '@hotsprings/service-kit';
import type { FavoriteEntryJson, SavedFavoriteJson } from '@hotsprings/contracts';
import { FavoritesRepository } from './favorites.repository';

@Injectable()
export class FavoritesService {
  constructor(private readonly repository: FavoritesRepository) {}

  async save(caller: Caller, springId: number, category: string): Promise<SavedFavoriteJson> {
    if (!(await this.repository.save(caller, springId, category)))
      throw new NotFoundException(SPRING_NOT_FOUND);
    return { category };
  }

  remove(caller: Caller, springId: number): Promise<void> {
    return this.repository.remove(caller.id, springId);
  }

  /**
   * A profile shows anyone the springs its owner visited; the bucket list is the owner's own
   * plan, listed only to the owner.
   */
  listFor(username: string, caller: Caller | null): Promise<FavoriteEntryJson[]> {
    const own = caller !== null && caller.username.toLowerCase() === username.toLowerCase();
    return this.repository.listFor(username, own ? ['visited', 'bucketlist'] : ['visited']);
  }
}
