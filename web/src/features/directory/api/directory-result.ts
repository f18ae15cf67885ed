/** What each directory hook returns: the read's status, narrowed to what the lists use. */
export interface DirectoryResult<T> {
  status: 'loading' | 'error' | 'success';
  data: T | undefined;
  error?: Error;
}
