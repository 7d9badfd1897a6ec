import { ApiProperty } from '@nestjs/swagger';
import { Centavos } from '../../openapi/money';

export class CloseOfBusinessRunDto {
  @ApiProperty({ example: '2027-01-31', description: 'The Manila business day closed.' }) businessDate: string;
  @ApiProperty({ enum: ['RUNNING', 'FAILED', 'DONE'], enumName: 'CloseOfBusinessStatus', description: 'RUNNING: under way or stopped by a kill (the next run resumes it); FAILED: stopped at a loan; DONE: closed.' })
  status: string;
  @ApiProperty({ type: 'integer', description: 'Running loans closed so far on this day.' }) loansDone: number;
  @Centavos('Interest accrued on this day.') interestAccrued: number;
  @Centavos('Late charges booked on this day.') lateCharges: number;
  @ApiProperty({ type: 'integer', description: 'Journal entries posted by this close.' }) entriesPosted: number;
  @ApiProperty({ format: 'date-time' }) startedAt: string;
  @ApiProperty({ format: 'date-time', nullable: true, type: 'string' }) finishedAt: string | null;
  @ApiProperty({ nullable: true, type: 'string', description: 'The loan the close failed at (FAILED), which the next run tries again first.' }) failedLoanNumber: string | null;
  @ApiProperty({ nullable: true, type: 'string', description: 'Why it failed, as logged.' }) failure: string | null;
}

export class CloseOfBusinessProgressDto {
  @ApiProperty({ nullable: true, type: 'string', example: '2027-01-31', description: 'The last Manila day closed: the books are accrued through it.' }) lastClosedDate: string | null;
  @ApiProperty({ type: CloseOfBusinessRunDto, isArray: true, description: 'The latest days, newest first (at most 10).' }) runs: CloseOfBusinessRunDto[];
}

export class CloseOfBusinessRunResultDto {
  @ApiProperty({ type: 'string', isArray: true, example: ['2027-01-30', '2027-01-31'], description: 'The days this run closed, in order.' }) closed: string[];
  @ApiProperty({ enum: ['UP_TO_DATE', 'FAILED', 'BUSY', 'STOPPED'], enumName: 'CloseOfBusinessOutcome', description: 'UP_TO_DATE: closed through yesterday; FAILED: stopped at a loan (see the day in `progress`); BUSY: another instance is closing the day; STOPPED: the server is shutting down.' })
  outcome: string;
  @ApiProperty({ nullable: true, type: 'string', description: 'The day it stopped at, when not up to date.' }) stoppedAt: string | null;
  @ApiProperty({ type: CloseOfBusinessProgressDto }) progress: CloseOfBusinessProgressDto;
}
