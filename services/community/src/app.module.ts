import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { serviceModule } from '@hotsprings/service-kit';
import { CommentsModule } from './comments/comments.module';
import { COMMUNITY_CONFIG, CommunityConfig } from './config/community-config.schema';
import { CountsModule } from './counts/counts.module';
import { PostsModule } from './posts/posts.module';
import { SpringsModule } from './springs/springs.module';
import { COMMUNITY_FUNCTIONS_SQL } from './store/postgres/pg-functions';
import { MONGO_OUTBOX, StoreModule } from './store/store.module';
import { VotesModule } from './votes/votes.module';

@Module({})
export class AppModule {
  static forRoot(config: CommunityConfig): DynamicModule {
    return serviceModule(AppModule, 'community', COMMUNITY_CONFIG, config, {
      migrationsDir: join(__dirname, '..', 'migrations'),
      functions: COMMUNITY_FUNCTIONS_SQL,
      // On MongoDB (no DATABASE_URL) its outbox is a collection.
      outboxStore: config.MONGODB_URL ? MONGO_OUTBOX : undefined,
      features: [
        StoreModule.forRoot(config),
        SpringsModule,
        CountsModule,
        PostsModule,
        CommentsModule,
        VotesModule,
      ],
    });
  }
}
