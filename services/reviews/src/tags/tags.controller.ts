import { Controller, Get, Header } from '@nestjs/common';
import type { TagVocabularyJson } from '@hotsprings/contracts';
import { TAG_GROUPS } from './tag-vocabulary';

@Controller('api/reviews/tags')
export class TagsController {
  @Get()
  @Header('Cache-Control', 'public, max-age=3600')
  vocabulary(): TagVocabularyJson {
    return { groups: TAG_GROUPS };
  }
}
