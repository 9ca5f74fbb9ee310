import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with `Retry-After`: the JSON error filter sets the header from `retryAfterSeconds`. */
export class RetryLaterException extends HttpException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}
