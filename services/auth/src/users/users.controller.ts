import { Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CurrentCaller,
  MembersOnly,
  OptionalCaller,
  UsernamePipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { UpdateProfileDto, updateProfileSchema } from './dto/update-profile.dto';
import {
  CurrentUserSchema,
  PublicProfileSchema,
  type CurrentUserJson,
  type PublicProfileJson,
} from '@hotsprings/contracts';
import { UsersService } from './users.service';

@ApiTags('Profiles')
@Controller('api/users')
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Put('profile')
  @MembersOnly()
  @ApiOperation({ summary: "Changes the caller's location and bio (null clears one)" })
  @ApiAnswer(200, CurrentUserSchema)
  updateProfile(
    @CurrentCaller() caller: Caller,
    @ValidBody(updateProfileSchema) changes: UpdateProfileDto,
  ): Promise<CurrentUserJson> {
    return this.users.updateProfile(caller, changes);
  }

  @Get(':username')
  @ApiOperation({ summary: "A member's public profile" })
  @ApiAnswer(200, PublicProfileSchema)
  @ApiError(404, 'User not found')
  profile(
    @Param('username', UsernamePipe) username: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<PublicProfileJson> {
    return this.users.profile(username, viewer);
  }
}
