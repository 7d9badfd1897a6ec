import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { pageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { ChangeProductSettingsDto, ProductSettingsViewDto } from './dto/settings.dto';
import { ProductSettingsService } from './product-settings.service';

/** The product settings, for admins. A change waits for a second staff member (four eyes). */
@Roles('ADMIN')
@Controller('admin/settings')
export class SettingsController {
  constructor(private readonly settings: ProductSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Read the product settings', description: 'The settings in force for new applications, a change waiting for its second check, and every change made (newest first, a page at a time). Audited.' })
  @ApiOkResponse({ type: ProductSettingsViewDto })
  view(@CurrentMember() admin: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<ProductSettingsViewDto> {
    return this.settings.view(admin, meta, pageRequest(query));
  }

  @Post()
  @HttpCode(202)
  @ApiOperation({
    summary: 'Propose a change of the product settings',
    description:
      'Every setting at once: the monthly rate, the smallest and largest amount, the terms, the late charge, the four-eyes amount and the debt-to-income limit. It waits for a second staff member (POST /officer/four-eyes/:id/approve, kind settings.change); once approved it is in force for new applications. Audited with before and after.',
  })
  @ApiAcceptedResponse({ type: ProductSettingsViewDto, description: 'The change waits for its second check (`pending`).' })
  @ApiConflictResponse({ description: 'A change already waits for its second check (`apiFourEyes.alreadyWaiting`).' })
  propose(@CurrentMember() admin: AuthMember, @Body() body: ChangeProductSettingsDto, @ReqMeta() meta: RequestMeta): Promise<ProductSettingsViewDto> {
    return this.settings.propose(admin, body, meta);
  }
}
