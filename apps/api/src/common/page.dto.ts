import { ApiProperty } from '@nestjs/swagger';
import { RequestField } from './domain-field.decorator';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@halimbawa/domain';

/** `cursor` and `limit`, which every list takes (paging.ts reads them); a list's own filters extend it. */
export class PageQueryDto {
  @RequestField({ type: 'string', required: false, description: 'The `nextCursor` of the page before (opaque); without it, the first page.' }) cursor?: string;
  @RequestField({ type: 'string', required: false, pattern: '^[0-9]+$', example: String(DEFAULT_PAGE_SIZE), description: `Rows a page: 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).` })
  limit?: string;
}

/** The `nextCursor` of every page. */
export const NextCursor = () => ApiProperty({ type: 'string', nullable: true, description: 'Pass as `cursor` for the next page; null on the last page.' });
