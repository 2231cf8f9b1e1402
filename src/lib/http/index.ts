export { ApiError, isApiError } from './apiError';
export type { ValidationErrors } from './apiError';
export { describeError, errorText, firstValidationMessage, successMessage } from './errorCatalogue';
export type { ErrorNotice } from './errorCatalogue';
export { inlineErrorText } from './inlineErrorText';
export { notifyError, notifySuccess } from './notify';
export { pageByPage } from './paging';
export type { PageCount } from './paging';
export { createQueryClient, reportError, shouldRetryQuery } from './queryClient';
export type { CampusMutationMeta, CampusQueryMeta } from './queryMeta';
export {
  chatbotFetch,
  mainFetch,
  notificationsFetch,
  setShellNetwork,
  serviceRequest,
  photoUrl,
  serviceUrl,
  supportDeskFetch,
  type ErrorType,
  type ShellNetwork,
  type ServiceRequestInit,
  type ServiceResponse,
} from './serviceFetch';
export { isServiceKey } from './serviceKeys';
export type { UploadProgress } from './uploadWithProgress';
export { HTTP_TEXTS } from './texts';
