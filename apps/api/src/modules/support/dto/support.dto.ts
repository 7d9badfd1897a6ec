import { SUPPORT_SOURCES, SUPPORT_STATUSES, SUPPORT_TOPICS, type SupportSource, type SupportStatus, type SupportTopic } from '@halimbawa/domain';
import { ApiProperty } from '@nestjs/swagger';
import { DomainField, RequestField } from '../../../common/domain-field.decorator';
import { NextCursor, PageQueryDto } from '../../../common/page.dto';

const STATUS = { enum: [...SUPPORT_STATUSES], enumName: 'SupportStatus' };
const TOPIC = { enum: [...SUPPORT_TOPICS], enumName: 'SupportTopic' };

// ------------------------------------------------------------------ requests

/** Checked in SupportService with libs/domain's validateSupportTicket. */
export class OpenSupportTicketDto {
  @DomainField('topic', { description: 'What it is about; COMPLAINT for a complaint.' }) topic: string;
  @DomainField('message') message: string;
}

/** The member's follow-up, or staff's answer (libs/domain's validateSupportMessage). */
export class SupportMessageRequestDto {
  @DomainField('message') message: string;
}

export class OfficerSupportQueryDto extends PageQueryDto {
  @RequestField({ ...STATUS, required: false, description: 'Only tickets with this status (default: every status).' }) status?: SupportStatus;
}

// ------------------------------------------------------------------ answers

export class SupportMessageDto {
  @ApiProperty({ enum: ['MEMBER', 'STAFF'], description: 'Who wrote it: the member (or the contact-form sender), or staff.' }) author: 'MEMBER' | 'STAFF';
  @ApiProperty() body: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class SupportTicketSummaryDto {
  @ApiProperty({ example: 'S000042' }) reference: string;
  @ApiProperty(TOPIC) topic: SupportTopic;
  @ApiProperty(STATUS) status: SupportStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ format: 'date-time', description: 'The last message or change.' }) updatedAt: string;
}

export class SupportTicketDto extends SupportTicketSummaryDto {
  @ApiProperty({ type: SupportMessageDto, isArray: true, description: 'Oldest first.' }) messages: SupportMessageDto[];
}

export class SupportTicketListDto {
  @ApiProperty({ type: SupportTicketSummaryDto, isArray: true, description: 'Newest first, one page.' }) tickets: SupportTicketSummaryDto[];
  @NextCursor() nextCursor: string | null;
}

export class SupportTicketAnswerDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: SupportTicketDto }) ticket: SupportTicketDto;
}

/** For staff: who wrote, and how long the first answer took. */
export class OfficerSupportTicketSummaryDto extends SupportTicketSummaryDto {
  @ApiProperty({ enum: [...SUPPORT_SOURCES], enumName: 'SupportSource' }) source: SupportSource;
  @ApiProperty({ description: "The member's full name, or the name given on the contact form." }) name: string;
  @ApiProperty({ description: "The member's phone number (E.164), or the contact form's e-mail address." }) contact: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The member, for a ticket from a member.' }) memberId: string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'Seconds from opening to the first answer; null while unanswered.' }) firstAnswerSeconds: number | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'A complaint is to be resolved by then (RA 11765); null for other topics.' }) dueAt: string | null;
  @ApiProperty({ description: 'A complaint not closed by its due date.' }) pastDue: boolean;
}

export class OfficerSupportTicketDto extends OfficerSupportTicketSummaryDto {
  @ApiProperty({ type: SupportMessageDto, isArray: true, description: 'Oldest first.' }) messages: SupportMessageDto[];
}

export class OfficerSupportTicketListDto {
  @ApiProperty({ type: OfficerSupportTicketSummaryDto, isArray: true, description: 'Complaints not closed by their due date, the most overdue first (on the first page only).' }) pastDue: OfficerSupportTicketSummaryDto[];
  @ApiProperty({ type: OfficerSupportTicketSummaryDto, isArray: true, description: 'The others, newest first, one page.' }) tickets: OfficerSupportTicketSummaryDto[];
  @NextCursor() nextCursor: string | null;
}

export class OfficerSupportAnswerDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: OfficerSupportTicketDto }) ticket: OfficerSupportTicketDto;
}
