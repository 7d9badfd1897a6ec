import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { t, type Language } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { AuditService } from '../../common/audit/audit.service';
import { CurrentMember } from '../../common/auth/decorators';
import { Clock } from '../../common/clock';
import { RequestField } from '../../common/domain-field.decorator';
import { Refusal } from '../../common/errors';
import { Lang } from '../../common/language';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { MembersService } from '../members/members.service';

export class AutoDebitRequestDto {
  @RequestField({ type: Boolean, example: true, description: 'true: pay each instalment from the wallet on its due date at 9 am Manila time.' }) enabled: boolean;
}

export class AutoDebitDto {
  @ApiProperty() enabled: boolean;
  @ApiProperty({ description: "What it means, in the request's language." }) message: string;
}

/** Auto-debit, opt-in (docs/product.md §7): the signed-in member's own setting. */
@Controller('auto-debit')
export class AutoDebitController {
  constructor(
    private readonly members: MembersService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Read the auto-debit setting', description: 'Whether instalments are paid from the wallet on their due dates.' })
  @ApiOkResponse({ type: AutoDebitDto })
  async read(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<AutoDebitDto> {
    return this.answer((await this.members.findOrFail(me.id)).autoDebit, lang);
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn auto-debit on or off', description: 'On: on each due date at 9 am Manila time the instalment is paid from the wallet as far as its balance goes, with a receipt; an SMS says when it falls short.' })
  @ApiOkResponse({ type: AutoDebitDto })
  @ApiBadRequestResponse({ description: 'errors.enabled' })
  async set(@CurrentMember() me: AuthMember, @Body() body: AutoDebitRequestDto, @Lang() lang: Language, @ReqMeta() meta: RequestMeta): Promise<AutoDebitDto> {
    if (typeof body?.enabled !== 'boolean') throw Refusal.fields({ enabled: { code: 'apiErrors.sendAsBoolean' } });
    await this.members.setAutoDebit(me.id, body.enabled, this.clock.now());
    await this.audit.record({ actorId: me.id, action: 'member.autoDebit', target: me.id, meta, details: { enabled: body.enabled } });
    return this.answer(body.enabled, lang);
  }

  private answer(enabled: boolean, lang: Language): AutoDebitDto {
    return { enabled, message: t(lang, enabled ? 'apiReceipts.autoDebitOn' : 'apiReceipts.autoDebitOff') };
  }
}
