import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import type { Language } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Public, Roles } from '../../common/auth/decorators';
import { Lang } from '../../common/language';
import { PageQueryDto } from '../../common/page.dto';
import { listPageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { CurrenciesService } from './currencies.service';
import { AdminCurrencyDto, AdminCurrencyListDto, AvailableCurrencyListDto, RatesDto, SetRateDto, UpsertCurrencyDto } from './dto/currency.dto';

@Controller()
export class CurrenciesController {
  constructor(private readonly currencies: CurrenciesService) {}

  /** The currencies a loan can be applied for in: active, with a rate. */
  @Public()
  @Get('availablecurrency')
  @ApiOperation({
    summary: 'List the currencies of a loan',
    description: "The currencies a loan can be applied for in: active, with a rate; names in the request's language. PHP first, then by code, a page at a time.",
  })
  @ApiOkResponse({ type: AvailableCurrencyListDto })
  available(@Query() query: PageQueryDto, @Lang() lang: Language): Promise<AvailableCurrencyListDto> {
    return this.currencies.available(lang, listPageRequest(query));
  }

  /** The rate in force per active currency (units per 1 PHP), with its source and time, and '1 USD = 58.1395 PHP'. */
  @Public()
  @Get('rates')
  @ApiOperation({ summary: 'Read the exchange rates', description: 'The rate in force per active currency (units per 1 PHP), with its source and time; PHP first, then by code, a page at a time.' })
  @ApiOkResponse({ type: RatesDto })
  rates(@Query() query: PageQueryDto, @Lang() lang: Language): Promise<RatesDto> {
    return this.currencies.rates(lang, listPageRequest(query));
  }
}
@Roles('ADMIN')
@Controller('admin')
export class AdminCurrenciesController {
  constructor(private readonly currencies: CurrenciesService) {}

  /** Every currency, active or not, with its rate in force. */
  @Get('currencies')
  @ApiOperation({
    summary: 'List every currency',
    description: 'Every currency, active or not, with its rate in force (units per 1 PHP), its source and time; PHP first, then by code, a page at a time. Audited.',
  })
  @ApiOkResponse({ type: AdminCurrencyListDto })
  list(@CurrentMember() admin: AuthMember, @Query() query: PageQueryDto, @ReqMeta() meta: RequestMeta): Promise<AdminCurrencyListDto> {
    return this.currencies.listForAdmin(admin, listPageRequest(query), meta);
  }

  /** Adds a currency, or changes the given fields of one (name, symbol, country, active). Audited. */
  @Post('currencies')
  @ApiOperation({ summary: 'Add or change a currency', description: 'Adds a currency, or changes the given fields of one (name, symbol, country, active). Audited.' })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCurrencyDto })
  upsert(@CurrentMember() admin: AuthMember, @Body() body: UpsertCurrencyDto, @ReqMeta() meta: RequestMeta): Promise<AdminCurrencyDto> {
    return this.currencies.upsert(admin, body, meta);
  }

  /** Sets a currency's rate (units per 1 PHP), in force from now, source 'admin'. Audited. */
  @Post('rates')
  @ApiOperation({ summary: "Set a currency's rate", description: "Sets a currency's rate in units per 1 PHP, in force from now, with source `admin`. Audited." })
  @HttpCode(200)
  @ApiOkResponse({ type: AdminCurrencyDto })
  setRate(@CurrentMember() admin: AuthMember, @Body() body: SetRateDto, @ReqMeta() meta: RequestMeta): Promise<AdminCurrencyDto> {
    return this.currencies.setRate(admin, body, meta);
  }
}
