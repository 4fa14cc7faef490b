import type { PgTable } from 'drizzle-orm/pg-core';
import { formatPesos, standInNames } from '@pixel/contract';
import type { Db, Tx } from '../db/client.ts';
import type { StoredFile } from '../providers/storage/storage.ts';

/**
 * What a feature keeps of a person, declared by the feature itself (`features/<x>/<x>.personal-data.ts`):
 * the parts of the copy of their data (decision 0097) and what the erasure does to their rows (decision
 * 0096). `server/src/personal-data.ts` lists every feature's parts; the copy and the erasure go through that
 * list, and a test fails for a table holding a user's id that no part answers for.
 */
export interface PersonalDataPart {
  /** The feature, and which of its data when it has several parts: how the coverage test names it. */
  name: string;
  /** What the copy of the person's data holds of it. */
  export?: {
    /** The tables whose rows of the person it reads. */
    tables: PgTable[];
    /** The person's files it keeps, which the ZIP carries under files/. */
    files?: (db: Db, userId: string) => Promise<ExportFile[]>;
    /** Its parts of the ZIP, in the order README.txt lists them, read when the copy is made. */
    parts?: (read: ExportRead) => Promise<ExportPart[]>;
  };
  /** What the erasure does to the person's rows, in its one transaction. */
  erase?: {
    /** The tables it removes the person from, or whose rows of theirs it empties of their words. */
    tables: PgTable[];
    /** Read before anything of the person's goes: the files to remove, the addresses they were sent to. */
    gather?: (tx: Tx, person: ErasedPerson) => Promise<Partial<Gathered>>;
    run: (tx: Tx, person: ErasedPerson & Gathered) => Promise<void>;
  };
  /** Tables of this part's the copy leaves out, each with why. */
  notExported?: Reasoned[];
  /** Tables of this part's whose rows of the person stay as they are after erasure, each with why. */
  kept?: Reasoned[];
}

/** A table, and why it is left as it is. */
export type Reasoned = readonly [table: PgTable, why: string];

/** What a part's reads are given. */
export interface ExportRead {
  db: Db;
  userId: string;
  /** When the copy is made: what has expired by then (a session) is not in it. */
  at: Date;
  /** The files the ZIP carries, and whether each fitted. */
  files: ExportFileRow[];
}

/** The person an erasure is for, as they were before it. */
export interface ErasedPerson {
  userId: string;
  email: string | null;
  pageName: string;
  pageUrl: string;
  /** The address the page is given instead, freeing the person's for another. */
  anonymousPageUrl: string;
  at: Date;
}

/** What the parts read before the erasure: the person's stored files, and where mail and texts reached them. */
export interface Gathered {
  files: StoredFile[];
  addresses: string[];
}

/** The name an erased or closing account shows where its gifts and records remain. */
export const FORMER_MEMBER = standInNames.formerMember;

/** A file of the person's put in the ZIP under `path`. */
export interface ExportFile {
  path: string;
  key: string;
  area: 'public' | 'private';
  /** What it is: a post's photo, an avatar, a cover, another upload. */
  kind: string;
  /** The post it belongs to, for a post's photo. */
  postId: string | null;
  uploadedAt: Date;
}

/** A file as the ZIP took it: whether it fitted, and its size when it was found. */
export type ExportFileRow = ExportFile & { included: boolean; bytes: number | null };

/** A value of an export's row: what a JSON file holds, and a CSV cell writes (a list joined by "; "). */
export type Cell = string | number | boolean | null | string[];
type Row = Record<string, Cell>;

/** One column: its name, how a row gives it, and whether its text is an amount (never led by an apostrophe). */
type Column<R> = { key: string; value: (row: R) => Cell; amount?: boolean };

/** One part of an export: `<name>.json` and `<name>.csv`, explained in README.txt by `about`. */
export interface ExportPart {
  name: string;
  about: string;
  columns: string[];
  rows: Row[];
  /** The columns that hold formatted amounts ("-₱15.00" is not a formula to guard against). */
  amountColumns: string[];
  /** The part is one record (the profile): its JSON is an object, not a list. */
  single?: boolean;
}

const col = <R>(key: string, value: (row: R) => Cell): Column<R> => ({ key, value });
/** A time as the export writes it: ISO 8601 in UTC. */
export const at = (value: Date | null | undefined) => value?.toISOString() ?? null;
/** An amount twice: centavos, for programs, and "₱1,234.50", for people. */
const money = <R>(key: string, value: (row: R) => number | null): Column<R>[] => [
  { key: `${key}_centavos`, value },
  {
    key,
    value: (row) => {
      const centavos = value(row);
      return centavos === null ? null : formatPesos(centavos);
    },
    amount: true,
  },
];

/** A mobile number as stored (without its country code), as people write it. */
export const mobile = (value: string | null) => (value ? `+63${value}` : null);

/** Another person of a row: "Page name (page-url)", or null when there is none. */
export const person = (pageName: string | null, pageUrl: string | null) =>
  pageUrl ? `${pageName} (${pageUrl})` : null;

const tools = { col, money };

/** A part from its rows; its columns are given a function of the tools, so they are typed by the rows. */
export function part<R>(
  name: string,
  about: string,
  columns: (t: { col: typeof col<R>; money: typeof money<R> }) => (Column<R> | Column<R>[])[],
  rows: R[],
  options: { single?: boolean } = {},
): ExportPart {
  const flat = columns(tools).flat();
  return {
    name,
    about,
    columns: flat.map((column) => column.key),
    rows: rows.map((row) => Object.fromEntries(flat.map((column) => [column.key, column.value(row)]))),
    amountColumns: flat.filter((column) => column.amount).map((column) => column.key),
    ...options,
  };
}
