import { NotFoundException } from '@nestjs/common';

const INT32_MAX = 2_147_483_647;

/** A spring id from the path; anything else names no spring. */
export function springIdParam(raw: string): number {
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (id < 1 || id > INT32_MAX) throw new NotFoundException('Spring not found.');
  return id;
}

/** A review id from the path, kept as text: ids are bigint. */
export function reviewIdParam(raw: string): string {
  if (!/^[1-9]\d{0,17}$/.test(raw)) throw new NotFoundException('Review not found.');
  return raw;
}
