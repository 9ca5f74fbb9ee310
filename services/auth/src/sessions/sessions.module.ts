import { Module } from '@nestjs/common';
import { RevocationPublisher } from './revocation.publisher';
import { RevokedSessionsCache } from './revoked-sessions.cache';
import { SessionCookie } from './session.cookie';
import { SessionsRepository } from './sessions.repository';
import { SessionsService } from './sessions.service';

@Module({
  providers: [
    SessionsRepository,
    SessionsService,
    SessionCookie,
    RevokedSessionsCache,
    RevocationPublisher,
  ],
  exports: [SessionsService, SessionCookie],
})
export class SessionsModule {}
