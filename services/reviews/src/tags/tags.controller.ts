import { Controller, Get, Header } from '@nestjs/common';
import { TAG_GROUPS, TagVocabularySchema, type TagVocabularyJson } from '@hotsprings/contracts';
import { ApiAnswer } from '@hotsprings/service-kit';
import { ApiOperation, ApiTags } from '@nestjs/swagger';

@ApiTags('Reviews')
@Controller('api/reviews/tags')
export class TagsController {
  @Get()
  @ApiOperation({ summary: 'The tags a review may carry, in the groups the review form shows' })
  @ApiAnswer(200, TagVocabularySchema)
  @Header('Cache-Control', 'public, max-age=3600')
  vocabulary(): TagVocabularyJson {
    return { groups: TAG_GROUPS };
  }
}
