import {
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import {
  Caller,
  CurrentCaller,
  Int64IdPipe,
  OptionalCaller,
  SignedInGuard,
  SpringIdPipe,
  UsernamePipe,
  ValidBody,
} from '@hotsprings/service-kit';
import { ReviewImageInterceptor } from '../images/review-image.interceptor';
import { WriteReviewDto, writeReviewSchema } from './dto/write-review.dto';
import type { ReviewJson } from '@hotsprings/contracts';
import { ReviewsService } from './reviews.service';

@Controller('api')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('springs/:id/reviews')
  listForSpring(
    @Param('id', SpringIdPipe) springId: number,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<ReviewJson[]> {
    return this.reviews.listBySpring(springId, viewer);
  }

  @Get('users/:username/reviews')
  listForUser(
    @Param('username', UsernamePipe) username: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<ReviewJson[]> {
    return this.reviews.listByUsername(username, viewer);
  }

  @Post('springs/:id/reviews')
  @UseGuards(SignedInGuard)
  @UseInterceptors(ReviewImageInterceptor)
  create(
    @Param('id', SpringIdPipe) springId: number,
    @CurrentCaller() caller: Caller,
    @ValidBody(writeReviewSchema) review: WriteReviewDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ReviewJson> {
    return this.reviews.create(caller, springId, review, image?.buffer);
  }

  @Put('reviews/:id')
  @UseGuards(SignedInGuard)
  @UseInterceptors(ReviewImageInterceptor)
  update(
    @Param('id', new Int64IdPipe('Review')) reviewId: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(writeReviewSchema) review: WriteReviewDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ReviewJson> {
    return this.reviews.update(caller, reviewId, review, image?.buffer);
  }

  @Delete('reviews/:id')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  async remove(
    @Param('id', new Int64IdPipe('Review')) reviewId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    await this.reviews.remove(caller, reviewId);
  }
}
