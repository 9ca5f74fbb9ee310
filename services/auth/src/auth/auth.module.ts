import { Module } from '@nestjs/common';
import { PremiumModule } from '../premium/premium.module';
import { SessionsModule } from '../sessions/sessions.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordHasher } from './password.hasher';

@Module({
  imports: [UsersModule, SessionsModule, PremiumModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordHasher],
})
export class AuthModule {}
