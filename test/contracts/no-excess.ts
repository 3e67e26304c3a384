/**
 * Type-level contract checks: a type we send must fit the type the other side publishes, with
 * nothing more. TypeScript itself only refuses excess properties on object literals written in
 * place; a property that arrives through a spread, or a declared type that is wider than the
 * published one, passes unnoticed. These helpers make such a property a compile error:
 *
 *   type _ = Expect<Exact<GoogleLoyaltyObject, walletobjects_v1.Schema$LoyaltyObject>>;
 *   // error TS2344: Type '"$.hexBackgroundColor"' does not satisfy the constraint 'true'.
 */

type Primitive = string | number | boolean | bigint | symbol | null | undefined;
type ElementOf<T> = T extends readonly (infer E)[] ? E : never;

/**
 * The JSON paths of the properties of T that U does not have, at any depth and through arrays
 * (`"$.textModulesData[].color"`), plus the paths where T has an object or an array and U a
 * primitive; `never` when T has only properties U has. Unions in T are checked member by member.
 */
export type ExcessPaths<T, U, Path extends string = '$'> = T extends Primitive
  ? never
  : NonNullable<U> extends Primitive
    ? Path
    : T extends readonly unknown[]
      ? NonNullable<U> extends readonly unknown[]
        ? ExcessPaths<ElementOf<T>, ElementOf<NonNullable<U>>, `${Path}[]`>
        : Path
      : {
          [K in keyof T & string]-?: K extends keyof NonNullable<U>
            ? ExcessPaths<NonNullable<T[K]>, NonNullable<U>[K], `${Path}.${K}`>
            : `${Path}.${K}`;
        }[keyof T & string];

/**
 * `true` when T is assignable to U and has no property U lacks (deep); otherwise the offending
 * paths, or a note that T does not even fit U (then `const x: U = t` shows where).
 */
export type Exact<T, U> = [T] extends [U]
  ? [ExcessPaths<T, U>] extends [never]
    ? true
    : ExcessPaths<T, U>
  : 'not assignable to the published type';

/** Compiles only for `true`: wrap an `Exact<…>` in it. */
export type Expect<T extends true> = T;
