import type { RuntimeConfig } from '@/lib/config';

/** The config tests run with: the same relative service URLs `public/config.json` serves. */
export const testRuntimeConfig: RuntimeConfig = {
  productName: 'Campus',
  brand: 'HZT',
  api: {
    main: '/api/main',
    notifications: '/api/notifications',
    supportDesk: '/api/support-desk',
    chatbot: '/api/chatbot',
  },
  broker: '/api/notifications/ws',
};
