import {
  withServiceMutation,
  withServiceQueryKey,
  type OrvalOperation,
  type ServiceMutationOptions,
} from './serviceKeys';

// The support desk's and the assistant's key options (orval.config.ts), apart from serviceKeys.ts:
// that module loads with the sign-in page, and these only with the pages that use the services.

export const supportDeskQueryOptions = withServiceQueryKey('supportDesk');
export const chatbotQueryOptions = withServiceQueryKey('chatbot');
// orval hands the operation only to a function that declares three parameters (serviceKeys.ts).
export const supportDeskMutationOptions = <T extends ServiceMutationOptions>(
  options: T,
  _request: { url: string },
  operation: OrvalOperation,
): T => withServiceMutation('supportDesk', options, operation);
export const chatbotMutationOptions = <T extends ServiceMutationOptions>(
  options: T,
  _request: { url: string },
  operation: OrvalOperation,
): T => withServiceMutation('chatbot', options, operation);
