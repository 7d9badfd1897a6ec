import { Injectable } from '@nestjs/common';
import { DatabaseListener, NotifiedCache } from '../../database/notified-cache';
import type { MemberIdentity } from '../kyc/kyc.service';
import type { LoanWithSchedule } from '../loans/loans.service';
import type { Member } from '../members/members.service';

export const DASHBOARD_CHANGED_CHANNEL = 'dashboard_changed';

/**
 * The rows /dash is made of, as read for one member. Not the answer itself: that depends on the
 * time (what is due, whether the loan can still be cancelled) and on the language, so it is
 * computed from these rows on every request.
 */
export interface DashboardRows {
  member: Readonly<Member>;
  /** The latest loan and its schedule rows, or null. */
  latest: Readonly<LoanWithSchedule> | null;
  identity: Readonly<MemberIdentity> | null;
}

/**
 * The dashboard rows this instance has read (member id → rows), frozen. Emptied by
 * `dashboard_changed` (triggers on members, loans, loan_schedule and member_identity notify each
 * member whose rows a statement touched) and, at once, by any change request of the member on this
 * instance (dropOwnDashboardChanges, a hook that setup.ts installs).
 */
@Injectable()
export class DashboardCache extends NotifiedCache<DashboardRows> {
  constructor(listener: DatabaseListener) {
    super(listener, { channel: DASHBOARD_CHANGED_CHANNEL, ttlMs: 60_000, maxEntries: 50_000, localChangeMs: 5_000 });
  }
}
