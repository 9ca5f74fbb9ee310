import {
  addToOutbox,
  authoredBy,
  type Caller,
  Database,
  type OutboxEvent,
} from '@hotsprings/service-kit';
import { ImagesService } from '@hotsprings/service-kit/images';
import type { PoolClient } from 'pg';

/** A row of what a member writes with an optional photo: a review or a condition report. */
interface PhotoWritingRow {
  user_id: string;
  image_url: string | null;
}

/** The repository of a kind of writing: its author, its row under lock, its deletion. */
interface PhotoWritingStore<Row extends PhotoWritingRow> {
  authorOf(id: string): Promise<{ user_id: string } | undefined>;
  lock(client: PoolClient, id: string): Promise<Row | null>;
  delete(client: PoolClient, id: string): Promise<void>;
}

/**
 * The rules that reviews and condition reports share. A member writes one with an optional
 * photo, and only its author edits or deletes it. Each change commits together with its event
 * (outbox). A new photo is stored before the change and replaces the old one once the change
 * commits; a change that fails takes its new photo back; a deletion takes the photo with it.
 */
export class PhotoWritings<Row extends PhotoWritingRow> {
  constructor(
    private readonly db: Database,
    private readonly images: ImagesService,
    private readonly store: PhotoWritingStore<Row>,
    private readonly noun: 'review' | 'report',
  ) {}

  /** Writes a new one: `write` runs in a transaction with the stored photo's URL, if any. */
  async create<T>(
    caller: Caller,
    image: Buffer | undefined,
    write: (client: PoolClient, imageUrl: string | null) => Promise<T>,
  ): Promise<T> {
    const imageUrl = image ? await this.images.store(image, caller.id) : null;
    try {
      return await this.db.transaction((client) => write(client, imageUrl));
    } catch (err) {
      await this.images.remove(imageUrl);
      throw err;
    }
  }

  /** Changes the caller's own: `write` is given the photo to keep, the new one if one came. */
  async edit<T>(
    caller: Caller,
    id: string,
    image: Buffer | undefined,
    write: (client: PoolClient, imageUrl: string | null) => Promise<T>,
  ): Promise<T> {
    // Refused before a photo is re-encoded; checked again under the row's lock.
    authoredBy(caller, await this.store.authorOf(id), 'user_id', this.noun, 'edit');
    const newImageUrl = image ? await this.images.store(image, caller.id) : null;
    let replacedImageUrl: string | null = null;
    try {
      const written = await this.db.transaction(async (client) => {
        const current = await this.locked(client, caller, id, 'edit');
        replacedImageUrl = newImageUrl ? current.image_url : null;
        return write(client, newImageUrl ?? current.image_url);
      });
      await this.images.remove(replacedImageUrl);
      return written;
    } catch (err) {
      await this.images.remove(newImageUrl);
      throw err;
    }
  }

  /** Deletes the caller's own, with the event `deleted` makes of its last state, and its photo. */
  async remove(caller: Caller, id: string, deleted: (row: Row) => OutboxEvent): Promise<void> {
    const removed = await this.db.transaction(async (client) => {
      const current = await this.locked(client, caller, id, 'delete');
      await this.store.delete(client, id);
      await addToOutbox(client, deleted(current));
      return current;
    });
    await this.images.remove(removed.image_url);
  }

  private async locked(
    client: PoolClient,
    caller: Caller,
    id: string,
    action: 'edit' | 'delete',
  ): Promise<Row> {
    return authoredBy(caller, await this.store.lock(client, id), 'user_id', this.noun, action);
  }
}
