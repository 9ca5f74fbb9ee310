// Rebuilds projections after a restore (`make reproject`, docs/operations.md). Run with the
// community database's URL, while the service runs:
//   DATABASE_URL=postgres://... node services/community/dist/reproject/reproject.cli.js reset
// reset: the springs kept from the springs service (versions lowered to 0, so that its
// republished state replaces them), and every post's comment_count counted again from the
// forum's own comments. Nothing here is another service's to keep.
import { resetSpringsProjection, runReprojectCli } from '@hotsprings/service-kit';

if (process.env.MONGODB_URL) {
  // The MongoDB store keeps the same projections in its own collections; this command rebuilds
  // the PostgreSQL store's only.
  console.log('The forum is in MongoDB (MONGODB_URL): its projections are not reset here.');
} else {
  runReprojectCli({
    async reset(client) {
      const springs = await resetSpringsProjection(client);
      // The consumer of comment events waits for the recount: its entries are replaced whole.
      await client.query('LOCK TABLE counted_comments IN EXCLUSIVE MODE');
      await client.query('DELETE FROM counted_comments');
      await client.query(
        `INSERT INTO counted_comments (comment_id, post_id, deleted)
         SELECT id, post_id, is_deleted FROM comments`,
      );
      const { rowCount } = await client.query(
        `UPDATE posts p SET comment_count = c.n
           FROM (SELECT p2.id, count(c2.id) FILTER (WHERE NOT c2.is_deleted)::int AS n
                   FROM posts p2 LEFT JOIN comments c2 ON c2.post_id = p2.id GROUP BY p2.id) c
          WHERE p.id = c.id AND p.comment_count <> c.n`,
      );
      return [springs, `comment counts: recounted, ${rowCount ?? 0} posts corrected`];
    },
  });
}
