export { ApiError, isApiError } from './apiError';
export type { ValidationErrors } from './apiError';
export { describeError, errorText, firstValidationMessage, successMessage } from './errorCatalogue';
export type { ErrorNotice } from './errorCatalogue';
export { notifyError, notifySuccess } from './notify';
export { createQueryClient, reportError, shouldRetryQuery } from './queryClient';
export type { CampusQueryMeta } from './queryMeta';
export {
  chatbotFetch,
  mainFetch,
  notificationsFetch,
  supportDeskFetch,
  type ErrorType,
} from './serviceFetch';
export { HTTP_TEXTS } from './texts';
