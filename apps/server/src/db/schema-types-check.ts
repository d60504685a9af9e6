/**
 * The type checker compares the table types (`Database`, schema*.ts) with schema.generated.ts, the schema the
 * migrations make: a column the type says may not be null where the database accepts null, a column or table only
 * one side has, a `Generated<>` the database does not fill, or another class, fails `npm run typecheck` with one
 * line per difference (docs/decisions/0018-database-types-checked.md).
 */
import type { InsertType, SelectType } from 'kysely';
import type { databaseSchema } from './schema.generated.ts';
import type { Database } from './schema.ts';

type Generated = typeof databaseSchema;

/** What the type must say: a difference between the dialects carries it as `both`. */
type Expected<E> = E extends { both: infer B } ? B : E;

type ClassOf<T> = [T] extends [string]
  ? 'string'
  : [T] extends [number]
    ? 'number'
    : [T] extends [Buffer]
      ? 'bytes'
      : 'a type the database conventions have no column for';

/** A column type described as schema.generated.ts describes columns (an optional property shows as `| undefined`). */
type DescribeColumn<C> = `${ClassOf<Exclude<SelectType<C>, null | undefined>>}${null extends SelectType<C>
  ? ' | null'
  : ''}${undefined extends SelectType<C> ? ' | undefined' : ''}${undefined extends InsertType<C> ? ', generated' : ''}`;

type Keys<T> = Extract<keyof T, string>;

type ColumnMismatches<Table extends string, Type, Live> =
  | {
      [C in Keys<Type> & Keys<Live>]: DescribeColumn<Type[C]> extends Expected<Live[C]>
        ? never
        : `${Table}.${C}: the type says ${DescribeColumn<Type[C]>}, the database ${Expected<Live[C]> & string}`;
    }[Keys<Type> & Keys<Live>]
  | {
      [C in Exclude<Keys<Live>, Keys<Type>>]: `${Table}.${C}: a column of the database, missing from the type`;
    }[Exclude<Keys<Live>, Keys<Type>>]
  | {
      [C in Exclude<Keys<Type>, Keys<Live>>]: `${Table}.${C}: in the type, but the database has no such column`;
    }[Exclude<Keys<Type>, Keys<Live>>];

/** Every difference between a `Database` and the generated schema, one message each (never: none). */
export type SchemaMismatches<DB, Live = Generated> =
  | { [T in Keys<DB> & Keys<Live>]: ColumnMismatches<T, DB[T], Live[T]> }[Keys<DB> & Keys<Live>]
  | { [T in Exclude<Keys<Live>, Keys<DB>>]: `${T}: a table of the database, missing from Database` }[Exclude<
      Keys<Live>,
      Keys<DB>
    >]
  | { [T in Exclude<Keys<DB>, Keys<Live>>]: `${T}: in Database, but the database has no such table` }[Exclude<
      Keys<DB>,
      Keys<Live>
    >];

/** `true` when a `Database` matches the generated schema; otherwise the differences, which `true` is not. */
export type TypesMatch<DB> = [SchemaMismatches<DB>] extends [never] ? true : `${SchemaMismatches<DB> & string}`;

/** The check itself: when the types and the migrations disagree, the type checker prints each difference here. */
export const databaseTypesMatch: TypesMatch<Database> = true;
