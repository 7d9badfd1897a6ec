import { Controller, Get, Module } from '@nestjs/common';
import { ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { maskPhone, type Language } from '@halimbawa/domain';
import type { AuthMember } from '../../common/auth/auth-member';
import { CurrentMember } from '../../common/auth/decorators';
import { Lang } from '../../common/language';
import { InboxModule } from '../inbox/inbox.module';
import { InboxService } from '../inbox/inbox.service';
import { KycModule } from '../kyc/kyc.module';
import { KycService } from '../kyc/kyc.service';
import { CreditLimitService } from '../loans/credit-limit.service';
import { LoansModule } from '../loans/loans.module';
import { LoansService } from '../loans/loans.service';
import { MembersModule } from '../members/members.module';
import { MembersService } from '../members/members.service';
import { DashboardCache, type DashboardRows } from './dashboard-cache';
import { DashboardDto } from './dashboard.dto';

/**
 * /dash in one call instead of five: the member's rows from this instance's cache, or read by the
 * member's id in parallel; the answer computed from them at the Clock's time. The unread count is
 * read beside them on every request (its tables are not the cache's), and the re-loan offer after
 * them when the latest loan leaves room for one.
 */
@Controller('member')
export class DashboardController {
  constructor(
    private readonly members: MembersService,
    private readonly loans: LoansService,
    private readonly kyc: KycService,
    private readonly inbox: InboxService,
    private readonly limits: CreditLimitService,
    private readonly cache: DashboardCache,
  ) {}

  @Get('dashboard')
  @ApiOperation({
    summary: 'Read the dashboard',
    description: 'The signed-in member with their latest loan, its schedule, the identity check, the count of unread notifications and the re-loan offer, in one answer.',
  })
  @ApiOkResponse({ type: DashboardDto })
  async dashboard(@CurrentMember() me: AuthMember, @Lang() lang: Language): Promise<DashboardDto> {
    const [{ member, latest, identity }, unreadNotifications] = await Promise.all([this.cache.get(me.id) ?? this.read(me.id), this.inbox.unread(me)]);
    const reloanOffer = await this.limits.offerBeside(me.id, latest?.loan ?? null, lang);
    return {
      member: { fullName: member.fullName, email: member.email, phoneMasked: maskPhone(member.phoneNumber), infoState: member.infoState },
      loan: latest && this.loans.viewOf(latest.loan, latest.schedule, lang),
      kyc: identity && this.kyc.reviewOf(identity, lang),
      unreadNotifications,
      reloanOffer,
    };
  }

  /** The four reads (member, latest loan, its schedule, identity check), cached frozen: the mappers only read them. */
  private async read(memberId: string): Promise<DashboardRows> {
    const ticket = this.cache.ticket();
    const [member, latest, identity] = await Promise.all([this.members.get(memberId), this.loans.latestWithSchedule(memberId), this.kyc.identity(memberId)]);
    const rows: DashboardRows = Object.freeze({
      member: Object.freeze(member),
      latest: latest && Object.freeze({ loan: Object.freeze(latest.loan), schedule: Object.freeze(latest.schedule.map((row) => Object.freeze(row))) }),
      identity: identity && Object.freeze(identity),
    });
    this.cache.set(memberId, rows, ticket);
    return rows;
  }
}

@Module({
  imports: [MembersModule, LoansModule, KycModule, InboxModule],
  controllers: [DashboardController],
  providers: [DashboardCache],
  exports: [DashboardCache],
})
export class DashboardModule {}
