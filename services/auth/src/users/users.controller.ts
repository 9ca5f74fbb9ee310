import { Body, Controller, Get, Param, Put, UseGuards } from '@nestjs/common';
import { Caller, CurrentCaller, OptionalCaller, SignedInGuard } from '@hotsprings/service-kit';
import { parseUpdateProfile } from './dto/update-profile.dto';
import type { CurrentUserJson, PublicProfileJson } from './user-row';
import { UsersService } from './users.service';

@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put('profile')
  @UseGuards(SignedInGuard)
  updateProfile(@CurrentCaller() caller: Caller, @Body() body: unknown): Promise<CurrentUserJson> {
    return this.users.updateProfile(caller, parseUpdateProfile(body));
  }

  @Get(':username')
  profile(
    @Param('username') username: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<PublicProfileJson> {
    return this.users.profile(username, viewer);
  }
}
