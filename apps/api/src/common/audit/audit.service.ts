import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { RequestMeta } from '../request-meta';
import { AuditEventEntity } from './audit-event.entity';

export interface AuditInput {
  actorId: string | null;
  action: string;
  target?: string | null;
  meta?: RequestMeta;
  details?: Record<string, unknown>;
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Pass the use case's transaction manager so the event commits (or not) with the change.
   * The time is the database's real time, not the settable business clock.
   */
  async record(input: AuditInput, manager: EntityManager = this.dataSource.manager): Promise<void> {
    await manager.save(
      manager.create(AuditEventEntity, {
        actorId: input.actorId,
        action: input.action,
        target: input.target ?? null,
        ipAddress: input.meta?.ip ?? null,
        userAgent: input.meta?.userAgent ?? null,
        details: input.details ?? {},
      }),
    );
  }
}
