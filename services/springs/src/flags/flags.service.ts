import type { SpringFlagJson } from '@hotsprings/contracts';
import { Injectable, NotFoundException } from '@nestjs/common';
import { Caller, Database, SPRING_NOT_FOUND } from '@hotsprings/service-kit';
import type { FlagSpringDto } from './dto/flag-spring.dto';
import { FlagsRepository } from './flags.repository';
import type { SpringFlagRow } from './spring-flag-row';

/** The flag as the member who sent it sees it (not who sent it, nor the operators' notes). */
export function flagJson(row: SpringFlagRow): SpringFlagJson {
  return {
    id: row.id,
    spring_id: row.spring_id,
    fact: row.fact,
    note: row.note,
    status: row.status,
    created_at: row.created_at.toISOString(),
  };
}

@Injectable()
export class FlagsService {
  constructor(
    private readonly db: Database,
    private readonly flags: FlagsRepository,
  ) {}

  async flag(caller: Caller, springId: number, flag: FlagSpringDto): Promise<SpringFlagJson> {
    const row = await this.flags.insert(this.db.pool, caller, springId, flag);
    if (!row) throw new NotFoundException(SPRING_NOT_FOUND);
    return flagJson(row);
  }
}
