import type { PageBindings } from '@/routes';

/** The enrolment documents route of spec §2, bound to its page. */
export const pages = {
  subir_documentos: {
    page: () => import('./upload/UploadDocumentsPage'),
    // The list starts while the page's code downloads; a failure shows in the page, with a retry.
    loader: ({ queryClient }) =>
      import('./upload/documentsQuery').then(({ documentsQuery }) =>
        queryClient.prefetchQuery(documentsQuery()),
      ),
  },
} satisfies PageBindings;
