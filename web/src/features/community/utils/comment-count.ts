/** 'N Comment(s)', as the spec writes it (§2 Community). */
export function commentCountText(count: number): string {
  return `${count} Comment(s)`;
}
