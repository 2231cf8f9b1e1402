import { CONNECTION_TEST_PATH } from './connectionTestImage.ts';

type Env = Record<string, string | undefined>;

/** `/config.json`: what one build needs to run in any environment (ARCHITECTURE §5). */
export interface RuntimeConfig {
  productName: string;
  brand: string;
  api: { main: string; notifications: string; supportDesk: string; chatbot: string };
  broker: string;
  /** The teacher's address lookup before marking attendance (an outside service in production). */
  ipLookup: string;
  /** The poor-connection test's image (spec §9, about 2.7 MB, served uncached). */
  connectionTest: string;
}

export function runtimeConfigFromEnv(env: Env = process.env): RuntimeConfig {
  return {
    productName: env.CAMPUS_PRODUCT_NAME || 'Campus',
    brand: env.CAMPUS_BRAND || 'HZT',
    api: {
      main: env.CAMPUS_API_MAIN_URL || '/api/main',
      notifications: env.CAMPUS_API_NOTIFICATIONS_URL || '/api/notifications',
      supportDesk: env.CAMPUS_API_SUPPORT_DESK_URL || '/api/support-desk',
      chatbot: env.CAMPUS_API_CHATBOT_URL || '/api/chatbot',
    },
    broker: env.CAMPUS_BROKER_URL || '/api/notifications/ws',
    ipLookup: env.CAMPUS_IP_LOOKUP_URL || '/api/ip',
    connectionTest: env.CAMPUS_CONNECTION_TEST_URL || CONNECTION_TEST_PATH,
  };
}

/** Origins of the absolute URLs among the config's services and broker; relative ones are 'self'. */
export function externalOrigins(config: RuntimeConfig): string[] {
  const origins = [
    ...Object.values(config.api),
    config.broker,
    config.ipLookup,
    config.connectionTest,
  ].flatMap((url) => {
    if (!/^(https?|wss?):\/\//i.test(url)) return [];
    return [new URL(url).origin];
  });
  return [...new Set(origins)];
}
