import { join } from 'node:path';
import { DynamicModule, Module } from '@nestjs/common';
import { STREAMS } from '@hotsprings/contracts';
import { serviceInfrastructure, ServiceConfigModule } from '@hotsprings/service-kit';
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
    return {
      module: AppModule,
      imports: [
        ServiceConfigModule.forRoot(COMMUNITY_CONFIG, config),
        // On MongoDB (no DATABASE_URL) its outbox is a collection.
        ...serviceInfrastructure({
          name: 'community',
          config,
          migrationsDir: join(__dirname, '..', 'migrations'),
          functions: COMMUNITY_FUNCTIONS_SQL,
          publishes: STREAMS.community,
          outboxStore: config.MONGODB_URL ? MONGO_OUTBOX : undefined,
        }),
        StoreModule.forRoot(config),
        SpringsModule,
        CountsModule,
        PostsModule,
        CommentsModule,
        VotesModule,
      ],
    };
  }
}
