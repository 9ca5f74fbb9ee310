import { Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import {
  Caller,
  CurrentCaller,
  OptionalCaller,
  SignedInGuard,
  UsernamePipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { UpdateProfileDto, updateProfileSchema } from './dto/update-profile.dto';
import type { CurrentUserJson, PublicProfileJson } from '@hotsprings/contracts';
import { UsersService } from './users.service';

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put('profile')
  @UseGuards(SignedInGuard)
  updateProfile(
    @CurrentCaller() caller: Caller,
    @ValidBody(updateProfileSchema) changes: UpdateProfileDto,
  ): Promise<CurrentUserJson> {
    return this.users.updateProfile(caller, changes);
  }

  @Get(':username')
  profile(
    @Param('username', UsernamePipe) username: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<PublicProfileJson> {
    return this.users.profile(username, viewer);
  }
}
