import { pickLanguage } from '@halimbawa/domain';
import { Controller, Get, Query, Req } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { PageQueryDto } from '../../common/page.dto';
import { listPageRequest } from '../../common/paging';
import { CreditScoreDto } from './credit-score.dto';
import { CreditScoreService } from './credit-score.service';

/** GET /creditscore: the signed-in member's own score; there is no way to ask for another member's. */
@Controller('creditscore')
export class CreditScoreController {
  constructor(private readonly scores: CreditScoreService) {}

  @Get()
  @ApiOperation({ summary: 'Read the credit score', description: "The signed-in member's score (0 to 1000), its band, each factor with its points and a sentence, and its history, newest first, a page at a time." })
  @ApiOkResponse({ type: CreditScoreDto, description: 'The score (0 to 1000), its band, each factor with its points and a sentence, and its history.' })
  get(@CurrentMember() me: AuthMember, @Query() query: PageQueryDto, @Req() req: FastifyRequest): Promise<CreditScoreDto> {
    // The factors' sentences in the language the member reads (the web forwards the page's as Accept-Language).
    return this.scores.of(me.id, pickLanguage({ acceptLanguage: req.headers['accept-language'] }), listPageRequest(query));
  }
}
