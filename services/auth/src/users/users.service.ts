import { Injectable } from '@nestjs/common';
import { addToOutbox, Caller, Database, foundOr404 } from '@hotsprings/service-kit';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import { userUpdated } from './user-events';
import type { CurrentUserJson, PublicProfileJson } from '@hotsprings/contracts';
import { toCurrentUser, toPublicProfile } from './user-row';
import { UsersRepository } from './users.repository';

export const USER_NOT_FOUND = 'User not found';

/** Public profiles, and the owner's changes to theirs (each committed with its event). */
@Injectable()
export class UsersService {
  constructor(
    private readonly db: Database,
    private readonly users: UsersRepository,
  ) {}

  async profile(username: string, viewer: Caller | null): Promise<PublicProfileJson> {
    const row = foundOr404(await this.users.findByUsername(username), USER_NOT_FOUND);
    return toPublicProfile(row, viewer?.id ?? null);
  }

  async updateProfile(caller: Caller, dto: UpdateProfileDto): Promise<CurrentUserJson> {
    const row = await this.db.transaction(async (client) => {
      const updated = await this.users.updateProfile(client, caller.id, dto);
      if (updated) await addToOutbox(client, userUpdated(updated));
      return updated;
    });
    return toCurrentUser(foundOr404(row, USER_NOT_FOUND));
  }
}
