import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from '../../../common/domain-field.decorator';
import { PendingActionDto } from '../../four-eyes/dto/four-eyes.dto';

export class PaymentReversalRequestDto {
  @RequestField({ type: 'string', example: 'Recorded on the wrong loan.', description: 'Why: 1 to 500 characters.' }) reason: string;
}

export class PaymentReversalRequestedDto {
  @ApiProperty({ example: 'Reversal requested. A second staff member must approve it.' }) message: string;
  @ApiProperty({ type: PendingActionDto, description: 'The action waiting for a second staff member (POST /officer/four-eyes/{id}/approve).' }) action: PendingActionDto;
}
