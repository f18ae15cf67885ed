/**
 * The documents offered on /downloads. The files live in web/public/downloads/ and are made by
 * scripts/make-download-pdfs.mjs, which prints the sizes recorded here (a test keeps them equal).
 */
export interface DownloadDocument {
  /** Names the messages `downloads.doc.<id>.name` and `.description`. */
  id: string;
  /** Public path of the file; null while the document is not available. */
  url: string | null;
  type: 'PDF';
  sizeBytes: number | null;
}

export const DOWNLOAD_DOCUMENTS: readonly DownloadDocument[] = [
  {
    id: 'athleteConduct',
    url: '/downloads/athlete-code-of-conduct.pdf',
    type: 'PDF',
    sizeBytes: 3920,
  },
  {
    id: 'coachConduct',
    url: '/downloads/coach-code-of-conduct.pdf',
    type: 'PDF',
    sizeBytes: 4103,
  },
  {
    id: 'parentsConduct',
    url: '/downloads/parents-code-of-conduct.pdf',
    type: 'PDF',
    sizeBytes: 3619,
  },
  {
    id: 'trainingMediaRelease',
    url: '/downloads/training-acknowledgement-and-media-release.pdf',
    type: 'PDF',
    sizeBytes: 4139,
  },
];
