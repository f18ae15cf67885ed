/** Where a directory page sits, and the cursors of the pages either side of it. */
export type DirectoryPaginationWire = {
  limit: number;
  has_next: boolean;
  has_previous: boolean;
  next_cursor: string | null;
  prev_cursor: string | null;
};

/** One page of the member directory (members or clubs) and how many it holds in all. */
export type DirectoryPageWire<T> = {
  data: T[];
  pagination: DirectoryPaginationWire;
  total: number;
};
