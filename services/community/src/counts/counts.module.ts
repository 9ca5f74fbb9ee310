import { Module } from '@nestjs/common';
import { CommentCountsConsumer } from './comment-counts.consumer';

/** Each post's comment count, kept from the comment events. */
@Module({ providers: [CommentCountsConsumer] })
export class CountsModule {}
