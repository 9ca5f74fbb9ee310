import {
  Body,
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
import { Caller, CurrentCaller, OptionalCaller, SignedInGuard } from '@hotsprings/service-kit';
import { ReviewImageInterceptor } from '../images/review-image.interceptor';
import { parseWriteReview } from './dto/write-review.dto';
import type { ReviewJson } from './review-row';
import { ReviewsService } from './reviews.service';
import { reviewIdParam, springIdParam } from './route-params';

@Controller('api')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @Get('springs/:id/reviews')
  listForSpring(
    @Param('id') id: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<ReviewJson[]> {
    return this.reviews.listBySpring(springIdParam(id), viewer);
  }

  @Get('users/:username/reviews')
  listForUser(
    @Param('username') username: string,
    @OptionalCaller() viewer: Caller | null,
  ): Promise<ReviewJson[]> {
    return this.reviews.listByUsername(username, viewer);
  }

  @Post('springs/:id/reviews')
  @UseGuards(SignedInGuard)
  @UseInterceptors(ReviewImageInterceptor)
  create(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Body() body: unknown,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ReviewJson> {
    const springId = springIdParam(id);
    return this.reviews.create(caller, springId, parseWriteReview(body), image?.buffer);
  }

  @Put('reviews/:id')
  @UseGuards(SignedInGuard)
  @UseInterceptors(ReviewImageInterceptor)
  update(
    @Param('id') id: string,
    @CurrentCaller() caller: Caller,
    @Body() body: unknown,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ReviewJson> {
    const reviewId = reviewIdParam(id);
    return this.reviews.update(caller, reviewId, parseWriteReview(body), image?.buffer);
  }

  @Delete('reviews/:id')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  async remove(@Param('id') id: string, @CurrentCaller() caller: Caller): Promise<void> {
    await this.reviews.remove(caller, reviewIdParam(id));
  }
}
