import { Controller, Delete, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CurrentCaller,
  DeletesOwn,
  EditsOwn,
  Int64IdPipe,
  MembersOnly,
  OptionalCaller,
  SPRING_NOT_FOUND,
  SpringIdPipe,
  UsernamePipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { TakesImage } from '@hotsprings/service-kit/images';
import { WriteReviewDto, writeReviewSchema } from './dto/write-review.dto';
import { ReviewSchema, type ReviewJson } from '@hotsprings/contracts';
import { REVIEW_IMAGE_FIELD } from './review-images.module';
import { ReviewsService } from './reviews.service';

@ApiTags('Reviews')
@Controller('api')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('springs/:id/reviews')
  @ApiOperation({ summary: "A spring's reviews; `current_user_vote` is the signed-in caller's" })
  @ApiAnswer(200, ReviewSchema, { list: true })
  @ApiError(400, 'Spring id must be a positive whole number.')
  listForSpring(
    @Param('id', SpringIdPipe) springId: number,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<ReviewJson[]> {
    return this.reviews.listBySpring(springId, viewer);
  }

  @Get('users/:username/reviews')
  @ApiOperation({ summary: "A member's reviews" })
  @ApiAnswer(200, ReviewSchema, { list: true })
  listForUser(
    @Param('username', UsernamePipe) username: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<ReviewJson[]> {
    return this.reviews.listByUsername(username, viewer);
  }

  @Post('springs/:id/reviews')
  @MembersOnly()
  @TakesImage(REVIEW_IMAGE_FIELD)
  @ApiOperation({ summary: 'Reviews a spring, with an optional photo (one review per member)' })
  @ApiAnswer(201, ReviewSchema)
  @ApiError(404, SPRING_NOT_FOUND)
  @ApiError(
    409,
    'You have already reviewed this spring. Edit your review instead.',
    'already_reviewed',
  )
  create(
    @Param('id', SpringIdPipe) springId: number,
    @CurrentCaller() caller: Caller,
    @ValidBody(writeReviewSchema) review: WriteReviewDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ReviewJson> {
    return this.reviews.create(caller, springId, review, image?.buffer);
  }

  @Put('reviews/:id')
  @EditsOwn('review', "Edits the caller's review; a new photo replaces the old one")
  @TakesImage(REVIEW_IMAGE_FIELD)
  @ApiAnswer(200, ReviewSchema)
  update(
    @Param('id', new Int64IdPipe('Review')) reviewId: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(writeReviewSchema) review: WriteReviewDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ReviewJson> {
    return this.reviews.update(caller, reviewId, review, image?.buffer);
  }

  @Delete('reviews/:id')
  @DeletesOwn('review')
  async remove(
    @Param('id', new Int64IdPipe('Review')) reviewId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    await this.reviews.remove(caller, reviewId);
  }
}
