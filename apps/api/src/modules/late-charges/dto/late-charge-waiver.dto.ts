import { RequestField } from '../../../common/domain-field.decorator';

export const WAIVER_REASON_MAX = 500;

export class LateChargeWaiverRequestDto {
  @RequestField({ type: 'string', example: '2', description: "The instalment's number in the schedule followed." }) instalment: string;
  @RequestField({ type: 'string', example: '150.00', description: 'PHP to waive, at most the late charge the instalment still owes.' }) amount: string;
  @RequestField({ type: 'string', example: 'The borrower was in hospital on the due date.', description: 'Why: 1 to 500 characters.' }) reason: string;
}
