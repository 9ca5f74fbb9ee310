import { Controller, Delete, Get, Param, Post, Put, UploadedFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ConditionReportPageSchema,
  ConditionReportSchema,
  type ConditionReportJson,
  type ConditionReportPageJson,
} from '@hotsprings/contracts';
import {
  ApiAnswer,
  ApiError,
  Caller,
  CurrentCaller,
  DeletesOwn,
  EditsOwn,
  Int64IdPipe,
  MembersOnly,
  SPRING_NOT_FOUND,
  SpringIdPipe,
  ValidBody,
  ValidQuery,
} from '@hotsprings/service-kit';
import { TakesImage } from '@hotsprings/service-kit/images';
import { type ListReportsDto, listReportsSchema } from './dto/list-reports.dto';
import { type WriteReportDto, writeReportSchema } from './dto/write-report.dto';
import { ALREADY_REPORTED_TEXT, ReportsService } from './reports.service';

/** The multipart form field that carries a condition report's photo. */
export const REPORT_PHOTO_FIELD = 'photo';

@ApiTags('Condition reports')
@Controller('api')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get('springs/:id/reports')
  @ApiOperation({
    summary: "A spring's condition reports, a page at a time: the newest visit first",
  })
  @ApiAnswer(200, ConditionReportPageSchema)
  @ApiError(400, 'Spring id must be a positive whole number.')
  listForSpring(
    @Param('id', SpringIdPipe) springId: number,
    @ValidQuery(listReportsSchema) query: ListReportsDto,
  ): Promise<ConditionReportPageJson> {
    return this.reports.pageBySpring(springId, query.page);
  }

  @Post('springs/:id/reports')
  @MembersOnly()
  @TakesImage(REPORT_PHOTO_FIELD)
  @ApiOperation({
    summary:
      'Reports the conditions of a visit, with an optional photo (one report per member, spring and visit date)',
  })
  @ApiAnswer(201, ConditionReportSchema)
  @ApiError(400, 'visited_on cannot be later than today.')
  @ApiError(404, SPRING_NOT_FOUND)
  @ApiError(409, ALREADY_REPORTED_TEXT, 'already_reported')
  create(
    @Param('id', SpringIdPipe) springId: number,
    @CurrentCaller() caller: Caller,
    @ValidBody(writeReportSchema) report: WriteReportDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ConditionReportJson> {
    return this.reports.create(caller, springId, report, image?.buffer);
  }

  @Put('reports/:id')
  @EditsOwn('report', "Edits the caller's report; a new photo replaces the old one")
  @TakesImage(REPORT_PHOTO_FIELD)
  @ApiAnswer(200, ConditionReportSchema)
  @ApiError(409, ALREADY_REPORTED_TEXT, 'already_reported')
  update(
    @Param('id', new Int64IdPipe('Report')) reportId: string,
    @CurrentCaller() caller: Caller,
    @ValidBody(writeReportSchema) report: WriteReportDto,
    @UploadedFile() image?: Express.Multer.File,
  ): Promise<ConditionReportJson> {
    return this.reports.update(caller, reportId, report, image?.buffer);
  }

  @Delete('reports/:id')
  @DeletesOwn('report')
  async remove(
    @Param('id', new Int64IdPipe('Report')) reportId: string,
    @CurrentCaller() caller: Caller,
  ): Promise<void> {
    await this.reports.remove(caller, reportId);
  }
}
