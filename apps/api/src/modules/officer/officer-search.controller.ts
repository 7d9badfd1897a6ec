import { Controller, Get, Injectable, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiProperty } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../../common/audit/audit.service';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember, Roles } from '../../common/auth/decorators';
import { RequestField } from '../../common/domain-field.decorator';
import { Refusal } from '../../common/errors';
import { NextCursor, PageQueryDto } from '../../common/page.dto';
import { likeEscaped, pageOf, pageRequest, type PageRequest } from '../../common/paging';
import { ReqMeta, type RequestMeta } from '../../common/request-meta';
import { AppConfig } from '../../config/app-config';

export class OfficerSearchQueryDto extends PageQueryDto {
  @RequestField({ type: 'string', maxLength: 100, description: 'A name (any part, any case), phone number (4 digits or more), e-mail, loan number, payment reference or withdrawal reference.' }) q: string;
}

export class SearchHitDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() fullName: string;
  @ApiProperty({ example: '+639171234567' }) phoneNumber: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '/officer/members/0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11' }) path: string;
}

export class SearchResultDto {
  @ApiProperty({ type: SearchHitDto, isArray: true, description: 'Members, newest account first, one page.' }) members: SearchHitDto[];
  @NextCursor() nextCursor: string | null;
}

/**
 * The console's search (docs/product.md, Officer console): a member by name, phone, e-mail, loan
 * number, payment reference or withdrawal reference, in one read-only statement over the tables that hold each.
 */
@Injectable()
export class OfficerSearchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly config: AppConfig,
  ) {}

  /** The withdrawal number a withdrawal's reference ('HLC-000123', any case) names, or '' when `text` is none. */
  private withdrawalNumber(text: string): string {
    const prefix = `${this.config.company.shortName}-`.toUpperCase();
    const upper = text.replace(/\s/g, '').toUpperCase();
    return upper.startsWith(prefix) ? upper.slice(prefix.length) : '';
  }

  async search(staff: AuthMember, page: PageRequest, meta: RequestMeta): Promise<SearchResultDto> {
    if (!page.search) throw Refusal.fields({ q: { code: 'apiErrors.searchEmpty' } });
    const text = page.search;
    const digits = /^[+\d\s()-]+$/.test(text) ? text.replace(/\D/g, '').replace(/^0/, '') : '';
    const rows: { id: string; full_name: string; phone_number: string; email: string; created_at: Date }[] = await this.dataSource.query(
      // One branch a way of finding a member, each on its own index (trigrams for the parts of a name, e-mail or phone).
      `SELECT m.id, m.full_name, m.phone_number, m.email, m.created_at FROM members m
        WHERE m.id IN (
                SELECT id FROM members WHERE full_name ILIKE $1
                UNION SELECT id FROM members WHERE email ILIKE $1
                UNION SELECT id FROM members WHERE $2 <> '' AND phone_number LIKE '%' || $2 || '%'
                UNION SELECT member_id FROM loans WHERE loan_number = upper($3)
                UNION SELECT member_id FROM payment_references WHERE reference = $4
                UNION SELECT member_id FROM withdrawals WHERE withdrawal_number = $8)
          AND ($5::timestamptz IS NULL OR (m.created_at, m.id) < ($5::timestamptz, $6::uuid))
        ORDER BY m.created_at DESC, m.id DESC LIMIT $7`,
      [`%${likeEscaped(text)}%`, digits.length >= 4 ? digits : '', text, text.replace(/\s/g, ''), page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1, this.withdrawalNumber(text)],
    );
    const { rows: hits, nextCursor } = pageOf(
      rows.map((r) => ({ id: r.id, createdAt: r.created_at, hit: r })),
      page.limit,
    );
    await this.audit.record({ actorId: staff.id, action: 'officer.search', meta, details: { search: text, paged: page.after !== null, count: hits.length } });
    return {
      members: hits.map(({ hit }) => ({ id: hit.id, fullName: hit.full_name, phoneNumber: hit.phone_number, email: hit.email, path: `/officer/members/${hit.id}` })),
      nextCursor,
    };
  }
}

@Roles('LOAN_OFFICER', 'ADMIN')
@Controller('officer')
export class OfficerSearchController {
  constructor(private readonly searcher: OfficerSearchService) {}

  @Get('search')
  @ApiOperation({ summary: 'Find a member', description: 'Members whose name, e-mail or phone matches `q`, or who hold the loan number, payment reference or withdrawal reference `q`; newest account first, a page at a time. Audited.' })
  @ApiOkResponse({ type: SearchResultDto, description: 'Newest account first, a page at a time (`nextCursor`).' })
  @ApiBadRequestResponse({ description: 'errors.q (empty or too long), errors.cursor, errors.limit' })
  search(@CurrentMember() staff: AuthMember, @Query() query: OfficerSearchQueryDto, @ReqMeta() meta: RequestMeta): Promise<SearchResultDto> {
    return this.searcher.search(staff, pageRequest(query), meta);
  }
}
