import type { DataSource, EntityMetadata, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';
import { poolQuery } from './pool-query';

/**
 * Rows of one entity read outside any transaction straight through the pool (poolQuery), made
 * into entities as TypeORM makes them (its driver's conversions, then each column's transformer),
 * without TypeORM building the query and its aliases on every call: for the hot reads of a page
 * (issue 9: /dash's GET /member/dashboard spent most of its time in TypeORM's query builder).
 * `where` is SQL after the table's name (WHERE, ORDER BY, LIMIT) with $1, $2... for `params`.
 */
export class PoolEntityReader<T extends ObjectLiteral> {
  private shape: { metadata: EntityMetadata; columns: ColumnMetadata[]; select: string } | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly entity: EntityTarget<T>,
  ) {}

  async many(where: string, params: unknown[]): Promise<T[]> {
    const { select } = this.entityShape();
    const rows = await poolQuery<Record<string, unknown>>(this.dataSource, `${select} ${where}`, params);
    return rows.map((row) => this.hydrate(row));
  }

  async one(where: string, params: unknown[]): Promise<T | null> {
    return (await this.many(`${where} LIMIT 1`, params))[0] ?? null;
  }

  private hydrate(row: Record<string, unknown>): T {
    const { metadata, columns } = this.entityShape();
    const entity = metadata.create(undefined, { fromDeserializer: true }) as T;
    for (const column of columns) column.setEntityValue(entity, this.dataSource.driver.prepareHydratedValue(row[column.databaseName], column));
    return entity;
  }

  /** The entity's columns, known once the DataSource has built its metadata. */
  private entityShape() {
    if (this.shape) return this.shape;
    const metadata = this.dataSource.getMetadata(this.entity);
    const columns = metadata.columns.filter((column) => !column.isVirtual);
    const select = `SELECT ${columns.map((column) => `"${column.databaseName}"`).join(', ')} FROM "${metadata.tableName}"`;
    this.shape = { metadata, columns, select };
    return this.shape;
  }
}
