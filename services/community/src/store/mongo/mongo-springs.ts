import type { SpringState } from '@hotsprings/contracts';
import type { SpringsPort } from '../community-store';
import type { CommunityModels } from './mongo-models';

const DUPLICATE_KEY = 11000;

export class MongoSprings implements SpringsPort {
  constructor(private readonly models: CommunityModels) {}

  /**
   * Only a newer version replaces what is kept. The upsert's filter matches an older version or
   * nothing; when a newer or equal one is kept, the upsert's insert meets the id and fails with a
   * duplicate key, which means there is nothing to do.
   */
  async keep(spring: SpringState): Promise<void> {
    const version = Number(spring.version);
    try {
      await this.models.springs.updateOne(
        { _id: spring.springId, version: { $lt: version } },
        { $set: { name: spring.name ?? null, version } },
        { upsert: true },
      );
    } catch (err) {
      if ((err as { code?: number }).code !== DUPLICATE_KEY) throw err;
    }
  }

  async isEmpty(): Promise<boolean> {
    return (await this.models.springs.exists({})) === null;
  }

  async nameOf(id: number): Promise<{ name: string | null } | undefined> {
    const spring = await this.models.springs.findById(id, { name: 1 }).lean();
    return spring ? { name: spring.name ?? null } : undefined;
  }
}
