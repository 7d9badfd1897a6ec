import { ApiProperty } from '@nestjs/swagger';
import { NextCursor } from '../../../common/page.dto';

export class NotificationDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: ['sms', 'email'], enumName: 'NotificationChannel' }) channel: 'sms' | 'email';
  @ApiProperty({ type: String, nullable: true, description: "An e-mail's subject; null for an SMS." }) subject: string | null;
  @ApiProperty({ description: 'The text as sent, with every one-time code masked (••••••).' }) body: string;
  @ApiProperty({ format: 'date-time' }) sentAt: string;
  @ApiProperty({ description: 'Sent after the member last opened the list.' }) unread: boolean;
}

export class NotificationListDto {
  @ApiProperty({ type: NotificationDto, isArray: true, description: 'Newest first, one page.' }) notifications: NotificationDto[];
  @NextCursor() nextCursor: string | null;
}

export class UnreadCountDto {
  @ApiProperty({ type: 'integer', description: 'SMS and e-mails sent to the member since they last opened the list.' }) count: number;
}
